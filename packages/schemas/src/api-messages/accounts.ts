/**
 * API messages of the accounts area (see ./index.ts): English, by stable id. Placeholders use i18next's {{name}}
 * syntax; the web's locales hold the same ids under `apiMessages` in all ten languages.
 */
export const accountsMessages = {} as const satisfies Record<string, string>;
