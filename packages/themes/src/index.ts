/** Portfolio themes: the catalogue and the pure renderer (renderer arrives with the themes issue). */
export * from "./catalog";
