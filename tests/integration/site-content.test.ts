import { siteContentSuite } from "./site-content.suite";

// The site content suite on the embedded database (PGlite).
siteContentSuite("PGlite", async () => ({}));
