import { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { apiMessage, languageCodes, portfolioLanguages, resumeDesigns, resumePaperSizes } from "@foliocraft/schemas";
import { AppError } from "../../errors";
import { contentOf, fileResponses } from "../../lib/openapi-responses";
import { resumePdfOptionsOf, type ResumePdfService } from "./service";

// An id that is not the caller's (or not an id at all) is simply "not found".
const params = z.object({ id: z.string().min(1).max(64) });

// The builder's picker: any choice may be previewed before it is saved; what is not given is the saved choice.
const previewQuery = z.object({
  design: z.enum(resumeDesigns).optional(),
  paper: z.enum(resumePaperSizes).optional(),
  photo: z.enum(["true", "false"]).optional(),
  download: z.enum(["true", "false"]).optional(),
  /** One of the portfolio's languages (issue 21): the résumé of that language version; the primary one otherwise. */
  lang: z.enum(languageCodes).optional(),
});

/**
 * GET /api/portfolios/{id}/resume.pdf: the owner's résumé of the draft, for the builder's preview and download.
 * GET /resumes/{sha256}.pdf: the published résumés, named by their content's hash (immutable).
 */
export const resumePdfRoutes: FastifyPluginAsyncZod<{ service: ResumePdfService }> = async (app, { service }) => {
  app.get(
    "/api/portfolios/:id/resume.pdf",
    {
      // A layout takes a few hundred milliseconds of a core: far above a person trying designs, below a flood.
      config: { rateLimit: { max: 30, timeWindow: "1 minute" } },
      schema: {
        params,
        querystring: previewQuery,
        response: { 200: contentOf("The résumé made from the saved draft", ["application/pdf"], true) },
      },
    },
    async (request, reply) => {
      const { userId } = await app.requireSession(request);
      const content = await service.draftContent(userId, request.params.id);
      const saved = resumePdfOptionsOf(content);
      const { design, paper, photo, download, lang } = request.query;
      // A language the portfolio has not (yet) been translated into is not one of its versions.
      if (lang && !portfolioLanguages(content).includes(lang)) {
        throw new AppError("not-found", apiMessage("resumePdfLanguageNotFound"));
      }
      const options = {
        design: design ?? saved.design,
        paper: paper ?? saved.paper,
        photo: photo === undefined ? saved.photo : photo === "true",
      };
      let pdf: Uint8Array;
      try {
        pdf = (await service.generate(content, options, lang)).pdf;
      } catch (error) {
        request.log.error({ err: error }, "A résumé PDF could not be made");
        throw new AppError("unavailable", apiMessage("resumePdfUnavailable"));
      }
      return reply
        .type("application/pdf")
        .header(
          "content-disposition",
          `${download === "true" ? "attachment" : "inline"}; filename="resume${lang && lang !== content.language ? `-${lang}` : ""}.pdf"`,
        )
        .header("cache-control", "no-store")
        .send(Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength));
    },
  );

  app.get(
    "/resumes/:file",
    {
      schema: {
        params: z.object({ file: z.string().max(80) }),
        response: fileResponses("A published résumé, by the hash of its bytes", ["application/pdf"]),
      },
    },
    async (request, reply) => {
      const pdf = await service.pdf(request.params.file);
      if (!pdf) throw new AppError("not-found", apiMessage("uploadFileNotFound"));
      const etag = `"${request.params.file}"`;
      reply
        .header("cache-control", "public, max-age=31536000, immutable")
        .header("etag", etag)
        .header("content-disposition", 'inline; filename="resume.pdf"');
      if (request.headers["if-none-match"] === etag) return reply.status(304).send();
      return reply.type("application/pdf").send(pdf);
    },
  );
};
