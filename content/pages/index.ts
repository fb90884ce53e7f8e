import { errorPages } from "../error-pages";
import { aboutPage } from "./about";
import { blogPage } from "./blog";
import { bookingPage } from "./booking";
import { callPage } from "./call";
import { casesPage } from "./cases";
import { communityPage } from "./community";
import { conversationPage } from "./conversation";
import { diagnosisPage } from "./diagnosis";
import { diagnosisBookingPage } from "./diagnosis-booking";
import { downloadsPage } from "./downloads";
import { homePage } from "./home";
import { materialsPage } from "./materials";
import type { PageCopy } from "./page-copy";
import { partnerSignupPage } from "./partner-signup";
import { privacyPage } from "./privacy";
import { reiPage } from "./rei";
import { servicesPage } from "./services";
import { termsPage } from "./terms";

export type { PageCopy };

/** Every page's copy by key, for the server (error pages, cards, feeds); a page imports its own. */
export const pages = {
  home: homePage,
  services: servicesPage,
  cases: casesPage,
  materials: materialsPage,
  downloads: downloadsPage,
  community: communityPage,
  about: aboutPage,
  blog: blogPage,
  diagnosis: diagnosisPage,
  diagnosisBooking: diagnosisBookingPage,
  booking: bookingPage,
  conversation: conversationPage,
  call: callPage,
  rei: reiPage,
  partnerSignup: partnerSignupPage,
  privacy: privacyPage,
  terms: termsPage,
  ...errorPages,
} satisfies Record<string, PageCopy>;
