import { landingPagesSuite } from "./landing-pages.suite";

// The landing pages suite on the embedded database (PGlite).
landingPagesSuite("PGlite", async () => ({}));
