// The content the pages are built from, for tests to compare against.
export * as about from "~content/about";
export { cases } from "~content/cases";
export * as community from "~content/community";
export * as home from "~content/home";
export { partnerCases as partners } from "~content/partners";
export { services } from "~content/services";
