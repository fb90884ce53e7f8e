import { brand } from "~content/brand";
import { expect, test } from "./fixtures";
import { startOutsideCalendarSite } from "./outside-calendar";

// The booking step never ends in a grey box: the calendar's own address and the consultancy's
// contacts are on the page, in view, with or without JavaScript.

let site: Awaited<ReturnType<typeof startOutsideCalendarSite>>;
test.beforeAll(async () => {
  site = await startOutsideCalendarSite();
});
test.afterAll(async () => {
  await site?.stop();
});

const bookingPages = [
  { path: "/booking", agenda: "calendario" },
  { path: "/agenda-diagnostico", agenda: "calendario" },
  { path: "/agenda/conversa", agenda: "calendario" },
];

for (const { path, agenda } of bookingPages) {
  test(`${path} links to its calendar in a new tab and gives the e-mail and WhatsApp`, async ({
    page,
  }) => {
    // On a phone, before any scrolling: a frame that shows nothing must not push the way
    // around it out of view.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${site.url}${path}`);
    const open = page.getByRole("link", { name: "Abrir agenda em nova aba" });
    await expect(open).toBeInViewport();
    await expect(open).toHaveAttribute("href", new RegExp(`/healthz\\?agenda=${agenda}`));
    await expect(open).toHaveAttribute("target", "_blank");
    await expect(page.getByRole("link", { name: brand.contactEmail, exact: true })).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "WhatsApp" })).toHaveAttribute(
      "href",
      "https://wa.me/5511900000000",
    );
    // The footer gives it too, as it gives the e-mail.
    await expect(
      page.getByRole("contentinfo").getByRole("link", { name: "WhatsApp: +5511900000000" }),
    ).toHaveAttribute("href", "https://wa.me/5511900000000");
  });
}
