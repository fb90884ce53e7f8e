// The program of the image worker, the child process that `image-worker.server.ts` starts (ADR 0031), as text run by
// `node --eval`: the server's build, Vitest and tsx all carry a string as it is, and it imports
// nothing by a relative path. sharp comes by the URL in its first argument, the
// job by the IPC channel; it answers with one file per output, or the error, and exits.
export const IMAGE_WORKER_PROGRAM = `
const sharpUrl = process.argv[1];

// Listening before anything is awaited: a message that arrives before a listener is lost.
process.once("message", async (job) => {
  try {
    const { default: sharp } = await import(sharpUrl);
    let source = sharp(job.bytes, job.input).rotate();
    if (job.srgb) source = source.toColourspace("srgb");
    const files = [];
    for (const out of job.outputs) {
      let image = source.clone();
      if (out.resize) image = image.resize({ ...out.resize, fit: "fill" });
      if (out.format) image = image.toFormat(out.format.id, out.format.options);
      files.push(new Uint8Array(await image.toBuffer()));
    }
    process.send({ files }, () => process.exit(0));
  } catch (error) {
    process.send({ error: String(error?.message ?? error) }, () => process.exit(1));
  }
});
`;
