import { readFile } from "node:fs/promises";
import path from "node:path";
import type { Locator, Page } from "@playwright/test";
import { materialSlug } from "~/lib/materials";
import { staticMaterials } from "~content/materials";
import { receiverPort } from "../../playwright.config";
import { expect, test } from "./fixtures";

// The lead magnet delivers, with JavaScript on and off: the form, then 'Baixar material' on
// /booking downloads the very file; the e-mail automation gets the same link, absolute.

const sampleFile = (id: string) => readFile(path.resolve("content/material-files", `${id}.pdf`));

async function fillDownloadForm(form: Locator, email: string) {
  await form.getByRole("textbox", { name: "Nome", exact: true }).fill("Ana");
  await form.getByRole("textbox", { name: "E-mail", exact: true }).fill(email);
  await form.getByRole("textbox", { name: "Empresa", exact: true }).fill("Empresa Exemplo");
  await form.getByRole("combobox", { name: "Setor", exact: true }).selectOption("saas");
  await form.getByRole("textbox", { name: "Cargo", exact: true }).fill("Diretora de marketing");
  await form.getByRole("checkbox", { name: /materiais educativos/ }).check();
  await form.getByRole("button", { name: "Baixar Material", exact: true }).click();
}

/** Clicks 'Baixar material' on /booking and gives the downloaded file's name and bytes. */
async function downloadFromBooking(page: Page) {
  await expect(page).toHaveURL(/\/booking(#[\w-]+)?$/);
  const link = page.getByRole("link", { name: "Baixar material" });
  const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
  const file = await download.path();
  return { name: download.suggestedFilename(), bytes: await readFile(file) };
}

test("a visitor fills the form and downloads the PDF from /booking", async ({
  page,
  javaScriptEnabled,
  checkA11y,
}, testInfo) => {
  const [sample] = staticMaterials;
  if (!sample) throw new Error("sem materiais");
  const slug = materialSlug(sample);
  const email = `ana.${testInfo.project.name}.${Date.now()}@empresa.com.br`;
  await page.goto(`/materiais/${slug}`);
  if (javaScriptEnabled) await page.getByRole("link", { name: "Baixar Material" }).click();
  await fillDownloadForm(page.getByRole("form", { name: "Receber o material" }), email);

  await expect(
    page.getByText("Seu download está pronto e também foi enviado para seu email."),
  ).toBeVisible();
  const { name, bytes } = await downloadFromBooking(page);
  expect(name).toBe(`${slug}.pdf`);
  expect(bytes.equals(await sampleFile(sample.id))).toBe(true);
  await expect(page.getByRole("complementary", { name: "Seu material está pronto" })).toContainText(
    "O link vale por 7 dias.",
  );
  await checkA11y();

  // The e-mail automation received the same link, absolute: it can send it as is.
  const href = await page.getByRole("link", { name: "Baixar material" }).getAttribute("href");
  type Received = { body: Record<string, unknown> };
  const received = async () =>
    ((await (await fetch(`http://127.0.0.1:${receiverPort}/received`)).json()) as Received[])
      .filter((entry) => entry.body.email === email && entry.body.actionType)
      .map((entry) => entry.body.materialLink);
  await expect.poll(received).toEqual([new URL(href ?? "", page.url()).href]);
});

test("an expired or broken link brings the form back, and it gives a new link", async ({
  page,
}) => {
  await page.goto("/baixar/material-1.1700000000.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA");
  await expect(page).toHaveURL(/\/materiais\/[^?]+\?link=invalido#baixar$/);
  await expect(page.getByText("Link inválido")).toBeVisible();
  const form = page.getByRole("form", { name: "Receber o material" });
  await expect(form).toBeVisible();
  await fillDownloadForm(form, `bia.${Date.now()}@empresa.com.br`);
  const { bytes } = await downloadFromBooking(page);
  expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
});
