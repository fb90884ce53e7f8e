import { landingAdminSuite } from "./admin-landing.suite";

// The landing page screens' suite on the embedded database (PGlite).
landingAdminSuite("PGlite", async () => ({}));
