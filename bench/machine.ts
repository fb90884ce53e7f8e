import { execFileSync } from "node:child_process";
import { median } from "./median";

/** Memory each probe touches: enough to time, little enough to take a moment. */
const PROBE_MB = 512;
/**
 * Above this, a new Chromium process fills its memory so slowly that Lighthouse's TBT measures
 * the machine more than the page. Ordinary machines are well under it.
 */
export const SLOW_FAULTS_MS_PER_GB = 1_000;

/**
 * Milliseconds to touch 1 GB of memory fresh from the system, in a new process, median of
 * three. Lighthouse opens each page in a new renderer process, which takes its memory page by
 * page as it builds the page: where that is slow, every task of the page is long.
 */
export function freshMemoryMsPerGb(): number {
  const script = `const t = performance.now();
    const b = Buffer.alloc(${PROBE_MB} * 1024 * 1024);
    for (let i = 0; i < b.length; i += 4096) b[i] = 1;
    process.stdout.write(String(performance.now() - t));`;
  const runs = [0, 1, 2].map(
    () =>
      Number(execFileSync(process.execPath, ["-e", script], { encoding: "utf8" })) *
      (1024 / PROBE_MB),
  );
  return median(runs);
}

const controlPage = (script: string) =>
  `<!doctype html><html lang="pt-BR"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Página de controle</title><meta name="description" content="Uma página mínima para medir a máquina.">${script}<h1>Página de controle</h1><p>Só texto, sem folha de estilo e sem imagens.</p></html>`;

/**
 * Two pages with nothing of ours, for Lighthouse to measure the machine itself: text alone, and
 * the same text with one line of inline script (which makes the browser set up JavaScript for
 * the page, as every page of the site needs). Their TBT is the floor any page can reach here.
 */
export const CONTROL_PAGES = new Map<string, { label: string; html: string; scripted: boolean }>([
  ["/controle", { label: "só texto", html: controlPage(""), scripted: false }],
  [
    "/controle-com-script",
    {
      label: "texto e uma linha de script",
      html: controlPage("<script>document.documentElement.dataset.controle = '1';</script>"),
      scripted: true,
    },
  ],
]);
