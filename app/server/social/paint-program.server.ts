// The program of the thread that `paint.server.ts` starts, as text run by `new Worker(…, { eval:
// true })`: the server's build, Vitest and tsx all carry a string as it is (the same reason as
// the image child's program). satori and resvg come by the paths in `workerData`; each job
// (a layout tree) is answered with the card's RGBA pixels, or the error.
export const PAINT_PROGRAM = `
const { parentPort, workerData } = require("node:worker_threads");
const { Resvg } = require(workerData.resvgPath);
const satori = require(workerData.satoriPath).default;

parentPort.on("message", async (job) => {
  try {
    const svg = await satori(job.tree, {
      width: job.width,
      height: job.height,
      fonts: workerData.fonts,
    });
    const image = new Resvg(svg, {
      fitTo: { mode: "original" },
      font: { loadSystemFonts: false },
    }).render();
    const pixels = new Uint8Array(image.pixels);
    parentPort.postMessage({ id: job.id, pixels }, [pixels.buffer]);
  } catch (error) {
    parentPort.postMessage({ id: job.id, error: String(error?.message ?? error) });
  }
});
`;
