/**
 * API messages of the portfolios area (see ./index.ts): English, by stable id. Placeholders use i18next's {{name}}
 * syntax; the web's locales hold the same ids under `apiMessages` in all ten languages. This area covers the
 * builder's server side: portfolios, usernames, the profile, uploads, the AI writer, Pro plans and payments.
 */
export const portfoliosMessages = {
  // Portfolios and publishing.
  portfolioNotFound: "Portfolio not found",
  resumePdfUnavailable: "The résumé could not be made right now. Please try again in a moment.",
  resumePdfLanguageNotFound:
    "This portfolio has no version in that language. Add the language in the Languages panel first.",
  portfolioChangedElsewhere:
    "This portfolio was changed somewhere else (another tab or device) after you started editing.",
  portfolioLimitReached_one: "You can keep up to {{count}} portfolio. Delete one you no longer need to create another.",
  portfolioLimitReached_other:
    "You can keep up to {{count}} portfolios. Delete one you no longer need to create another.",
  portfolioVersionGone: "That version is no longer in the history (the last {{kept}} are kept).",
  publishedAtTheSameTime:
    "Another of your portfolios was published at the same moment. Reload to see which one is live, then publish again.",
  usernameRequiredToPublish: "Choose a username first: your portfolio is published at /p/{username}.",
  usernameTaken: "This username is already taken. Please choose another.",
  profileNotFound: "Profile not found",
  // An image field of the content (profile picture, project image): the public page loads images over https only.
  imageMustBeHttps: "Use an image address that starts with https:// (images over http:// are blocked on your page).",

  // A Pro theme on the free plan ({{theme}} is the theme's name, e.g. "Neon"): one sentence per action.
  proThemeToPublish:
    "The {{theme}} theme is a Pro theme. Upgrade to Pro to publish it, or choose one of the free themes.",
  proThemeToExport:
    "The {{theme}} theme is a Pro theme. Upgrade to Pro to export it, or choose one of the free themes.",
  proThemeToDeploy:
    "The {{theme}} theme is a Pro theme. Upgrade to Pro to deploy it, or choose one of the free themes.",

  // Uploads.
  uploadImageUnreadable: "This image could not be read. It may be damaged; try another file.",
  uploadImageTooLarge: "This image is too large: the limit is {{megabytes}} MB.",
  uploadNotAnImage: "This file is not an image. Upload a JPEG, PNG, WebP or GIF picture.",
  uploadFileTooLarge: "This file is too large: the limit is {{megabytes}} MB.",
  uploadResumeNotPdf: "A resume must be a PDF file. Save your resume as PDF and try again.",
  uploadNoFile: "No file was received. Choose a file and try again.",
  uploadEmptyFile: "The file is empty. Choose another file.",
  uploadFileNotFound: "File not found",

  // Résumé import (PDF, Word .docx, LinkedIn export ZIP): each refusal leaves the portfolio unchanged.
  resumeImportUnknownType:
    "This file cannot be imported. Choose a PDF or Word (.docx) résumé, or the ZIP file of your LinkedIn data export.",
  resumeImportZipUnreadable: "This ZIP file could not be opened. It may be damaged; download your export again.",
  resumeImportUnsafeZip: "This ZIP file was not opened: it holds a file placed outside its folder ({{name}}).",
  resumeImportZipTooLarge: "This ZIP file unpacks to too much data: each file may hold at most {{megabytes}} MB.",
  resumeImportNotUtf8: "{{name}} is not UTF-8 text. Export your data again, or save the file as UTF-8.",
  resumeImportCsvUnreadable: "{{name}} could not be read as a CSV file.",
  resumeImportNotLinkedIn:
    "This ZIP file is not a LinkedIn data export: it holds none of Profile.csv, Positions.csv, Education.csv or the other LinkedIn files.",
  resumeImportPdfNoText:
    "This PDF has no text; it looks scanned. Save your résumé as a PDF from your word processor, or choose the Word file.",
  resumeImportPdfEncrypted:
    "This PDF is protected by a password. Remove the password (save an unprotected copy) and try again.",
  resumeImportPdfUnreadable: "This PDF could not be opened. It may be damaged; save it again and retry.",
  resumeImportTooManyPages:
    "This PDF has more than {{pages}} pages, which is more than a résumé. Choose your résumé alone.",
  resumeImportDocxUnreadable:
    "This Word file could not be opened. It may be damaged, or saved in the older .doc format; save it as .docx and retry.",
  resumeImportNoText: "No text was found in this file. Check that it is your résumé and try again.",
  uploadQuotaExceeded:
    "Your uploads would go over your storage quota of {{megabytes}} MB. Delete a portfolio you no longer need to free space.",

  // The AI writer: the daily allowance, then the provider's failures (nothing is ever changed by a failed write).
  aiQuotaFree:
    "You have used your {{limit}} free AI writes for today. They come back at midnight UTC, or upgrade to Pro for {{proLimit}} a day.",
  aiQuotaPro: "You have used all {{limit}} AI writes for today. They come back at midnight UTC.",
  aiProviderTimeout: "The AI service did not answer within {{seconds}}. Nothing was changed; please try again.",
  aiProviderCutOff: "The AI service's answer was cut off or unreadable. Nothing was changed; please try again.",
  aiProviderKeyRefused:
    "The AI service refused this server's API key. Please tell the site's administrator; nothing was changed.",
  aiProviderBusy: "The AI service is busy right now. Nothing was changed; please try again in a moment.",
  aiProviderBusyFor: "The AI service is busy right now. Nothing was changed; please try again in {{seconds}}.",
  aiProviderFailed:
    "The AI service had a problem (HTTP {{status}}). Nothing was changed; please try again in a moment.",
  aiProviderUnreachable: "The AI service could not be reached. Nothing was changed.",
  aiEmptyAnswer: "The AI service sent an empty answer. Nothing was changed.",
  aiWriteFailed: "Something went wrong while writing. Nothing was changed.",
  aiUsageAdminsOnly: "Only administrators can see AI usage.",
  // Translate with AI (issue 21).
  aiTranslateNeedsProvider:
    "Translating needs an AI service: the built-in writer cannot translate. Ask the site's administrator to set AI_BASE_URL, AI_API_KEY and AI_MODEL on the server.",
  aiTranslateLostTerm:
    "The AI translation of this field dropped or changed a name, link or technology ({{term}}), so it was not kept. Translate it again or write it yourself.",
  aiTranslateTooLong_one:
    "The AI translation of this field was longer than its limit of {{count}} character and could not be shortened without losing a name or link, so it was not kept.",
  aiTranslateTooLong_other:
    "The AI translation of this field was longer than its limit of {{count}} characters and could not be shortened without losing a name or link, so it was not kept.",

  // Payments and the subscription (the payment provider's own English text stays in `details`, never in these).
  logInToUpgrade: "Please log in to upgrade to premium",
  paymentsNotConfigured: "Payment system not configured. Please contact support.",
  paymentProviderUnreachable: "Payment processing failed: the payment provider could not be reached. Please try again.",
  paymentStartRefused:
    "Payment processing failed: the payment provider could not start the checkout. Please try again later or contact support.",
  paymentNotFound: "Payment not found",
  noSubscriptionToCancel: "There is no paid subscription to cancel.",
  noPaymentToRefund: "There is no payment to refund.",
  refundWindowPassed: "Refunds are available within {{days}} days of a payment. This payment was made on {{date}}.",
  refundStartRefused:
    "The refund could not be started: the payment provider did not accept it. Please try again later or contact support.",
  refundInProgress: "A refund of this payment is already in progress. Wait a moment and refresh this page.",
  refundAlreadyDone: "Your last payment has already been refunded. Refresh this page to see your plan.",
} as const satisfies Record<string, string>;
