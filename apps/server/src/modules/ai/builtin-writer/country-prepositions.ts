// The phrasebooks put a preposition before the owner's location ("em ${location}", "in ${location}"). That reads
// right before a city ("em Lisboa", "in Berlin") and before most countries, but several languages give some
// countries an article that merges with the preposition: "no Brasil", "in der Schweiz", "en el Reino Unido",
// "dall'Italia". When the location is a bare country name, the preposition and its article are written here.

type Language = "pt" | "es" | "de" | "it";

/** Portuguese: a country's article (o, a, os, as); countries without one (Portugal, Angola, Israel…) are absent. */
const portuguese: Record<string, "o" | "a" | "os" | "as"> = {
  brasil: "o",
  canadá: "o",
  japão: "o",
  méxico: "o",
  peru: "o",
  chile: "o",
  egito: "o",
  senegal: "o",
  quênia: "o",
  quénia: "o",
  uruguai: "o",
  paraguai: "o",
  equador: "o",
  "reino unido": "o",
  congo: "o",
  "estados unidos": "os",
  "países baixos": "os",
  "emirados árabes unidos": "os",
  alemanha: "a",
  frança: "a",
  itália: "a",
  espanha: "a",
  inglaterra: "a",
  escócia: "a",
  irlanda: "a",
  china: "a",
  índia: "a",
  argentina: "a",
  colômbia: "a",
  venezuela: "a",
  bolívia: "a",
  nigéria: "a",
  "áfrica do sul": "a",
  austrália: "a",
  suíça: "a",
  suécia: "a",
  noruega: "a",
  finlândia: "a",
  dinamarca: "a",
  bélgica: "a",
  áustria: "a",
  grécia: "a",
  holanda: "a",
  rússia: "a",
  turquia: "a",
  "coreia do sul": "a",
  "nova zelândia": "a",
  tanzânia: "a",
  etiópia: "a",
  argélia: "a",
  tunísia: "a",
  "costa do marfim": "a",
  zâmbia: "a",
  namíbia: "a",
  polônia: "a",
  polónia: "a",
  ucrânia: "a",
  romênia: "a",
  roménia: "a",
};
const portugueseMerged: Record<string, Record<"o" | "a" | "os" | "as", string>> = {
  em: { o: "no", a: "na", os: "nos", as: "nas" },
  de: { o: "do", a: "da", os: "dos", as: "das" },
};

/** German: the dative with its article after in, aus, von ("in der Schweiz", "aus den USA", "von dem Iran" → "vom Iran"). */
const german: Record<string, string> = {
  schweiz: "der Schweiz",
  türkei: "der Türkei",
  slowakei: "der Slowakei",
  ukraine: "der Ukraine",
  mongolei: "der Mongolei",
  "dominikanische republik": "der Dominikanischen Republik",
  "tschechische republik": "der Tschechischen Republik",
  "zentralafrikanische republik": "der Zentralafrikanischen Republik",
  usa: "den USA",
  "vereinigte staaten": "den Vereinigten Staaten",
  niederlande: "den Niederlanden",
  philippinen: "den Philippinen",
  "vereinigte arabische emirate": "den Vereinigten Arabischen Emiraten",
  iran: "dem Iran",
  irak: "dem Irak",
  jemen: "dem Jemen",
  libanon: "dem Libanon",
  sudan: "dem Sudan",
  senegal: "dem Senegal",
  kongo: "dem Kongo",
  tschad: "dem Tschad",
  niger: "dem Niger",
  "vereinigtes königreich": "dem Vereinigten Königreich",
};

/** Spanish: the few countries written with their article ("en el Reino Unido", "desde los Países Bajos"). */
const spanish: Record<string, string> = {
  "reino unido": "el Reino Unido",
  "países bajos": "los Países Bajos",
  "emiratos árabes unidos": "los Emiratos Árabes Unidos",
  "república dominicana": "la República Dominicana",
  "república checa": "la República Checa",
};

/** Italian: "da" merges with every country's article ("dall'Italia", "dal Brasile", "dagli Stati Uniti"). */
const italian: Record<string, string> = {
  italia: "dall'Italia",
  francia: "dalla Francia",
  germania: "dalla Germania",
  spagna: "dalla Spagna",
  svizzera: "dalla Svizzera",
  cina: "dalla Cina",
  india: "dall'India",
  nigeria: "dalla Nigeria",
  argentina: "dall'Argentina",
  grecia: "dalla Grecia",
  irlanda: "dall'Irlanda",
  inghilterra: "dall'Inghilterra",
  brasile: "dal Brasile",
  canada: "dal Canada",
  giappone: "dal Giappone",
  messico: "dal Messico",
  portogallo: "dal Portogallo",
  ghana: "dal Ghana",
  kenya: "dal Kenya",
  senegal: "dal Senegal",
  "regno unito": "dal Regno Unito",
  sudafrica: "dal Sudafrica",
  egitto: "dall'Egitto",
  "stati uniti": "dagli Stati Uniti",
  "paesi bassi": "dai Paesi Bassi",
  "emirati arabi uniti": "dagli Emirati Arabi Uniti",
};

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** `text` with each preposition before the bare country name `location` merged with the country's article. */
export function fixCountryPrepositions(language: string, text: string, location: string): string {
  const key = location.trim().toLocaleLowerCase(language);
  if (key === "" || /[,(]/.test(key)) return text; // "Accra, Ghana": the preposition goes with the city.
  const at = (prepositions: string) =>
    new RegExp(`(?<![\\p{L}])(${prepositions}) ${escape(location.trim())}(?![\\p{L}])`, "gu");
  switch (language as Language) {
    case "pt": {
      const article = portuguese[key];
      if (!article) return text;
      return text.replace(at("[Ee]m|[Dd]e"), (_m, prep: string) => {
        const merged = portugueseMerged[prep.toLowerCase()]![article];
        const word = prep[0] === prep[0]!.toUpperCase() ? merged[0]!.toUpperCase() + merged.slice(1) : merged;
        return `${word} ${location.trim()}`;
      });
    }
    case "de": {
      const dative = german[key];
      if (!dative) return text;
      return text
        .replace(at("[Ii]n|[Aa]us|[Vv]on"), (_m, prep: string) => `${prep} ${dative}`)
        .replace(/(?<![\p{L}])([Vv])on dem(?![\p{L}])/gu, "$1om");
    }
    case "es": {
      const withArticle = spanish[key];
      if (!withArticle) return text;
      return text
        .replace(at("[Ee]n|[Dd]esde|[Dd]e"), (_m, prep: string) => `${prep} ${withArticle}`)
        .replace(/(?<![\p{L}])([Dd])e el(?![\p{L}])/gu, "$1el");
    }
    case "it": {
      const fromCountry = italian[key];
      if (!fromCountry) return text;
      return text.replace(at("[Dd]a"), (_m, prep: string) =>
        prep[0] === "D" ? fromCountry[0]!.toUpperCase() + fromCountry.slice(1) : fromCountry,
      );
    }
    default:
      return text;
  }
}
