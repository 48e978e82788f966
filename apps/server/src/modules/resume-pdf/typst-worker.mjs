// The worker thread that runs the Typst compiler, so a résumé's layout never holds the server's event loop.
// Plain JavaScript: it is started from a file both in development (tsx, Vitest) and in the bundle (copied to dist/).
import { parentPort, workerData } from "node:worker_threads";
import { NodeCompiler } from "@myriaddreamin/typst-ts-node-compiler";

// The project root is a folder that does not exist: the document reads only the files it is handed (mapped in
// memory below), never a file of this machine.
const root = "/foliocraft-resume-root";
const compiler = NodeCompiler.create({ workspace: root, fontArgs: [{ fontPaths: workerData.fontFiles }] });

parentPort.on("message", ({ id, source, files }) => {
  try {
    compiler.resetShadow();
    for (const [path, bytes] of Object.entries(files)) compiler.mapShadow(root + path, Buffer.from(bytes));
    const result = compiler.compile({ mainFileContent: source });
    const document = result.result;
    if (result.hasError() || !document) {
      const diagnostics = result.takeDiagnostics()?.shortDiagnostics ?? [];
      parentPort.postMessage({ id, error: JSON.stringify(diagnostics).slice(0, 2000) });
      return;
    }
    const pdf = new Uint8Array(compiler.pdf(document, { pdfTags: true }));
    parentPort.postMessage({ id, pdf, pages: document.numOfPages }, [pdf.buffer]);
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
