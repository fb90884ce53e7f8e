import { redirectsSuite } from "./redirects.suite";

// The redirects suite on the embedded database (PGlite).
redirectsSuite("PGlite", async () => ({}));
