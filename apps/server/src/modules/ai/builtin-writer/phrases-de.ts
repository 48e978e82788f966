import { listFormatter, wordsPattern, type Phrasebook } from "./phrasebook";

// German, in the polite "Sie" form. The title follows "als" without an article, so any job title reads correctly.

/** Deutsch. */
export const de: Phrasebook = {
  list: listFormatter("de"),
  gap: " ",
  headline: {
    titleSkills: [
      ({ title, skills }) => `${title} · ${skills}`,
      ({ title, skills }) => `${title} mit Fokus auf ${skills}`,
      ({ title, skills }) => `${title} | ${skills}`,
    ],
    titleLocation: [
      ({ title, location }) => `${title} in ${location}`,
      ({ title, location }) => `${title} · ${location}`,
    ],
    skills: [({ skills }) => `Ich arbeite mit ${skills}`, ({ skills }) => `Schwerpunkte: ${skills}`],
    name: [({ name }) => `Das Portfolio von ${name}`, ({ name }) => `${name} · Portfolio`],
    empty: ["Mein Portfolio", "Willkommen in meinem Portfolio"],
  },
  person: {
    skills: [
      ({ skills, many }) => `Zu meinem Werkzeugkasten ${many ? "gehören" : "gehört"} ${skills}.`,
      ({ skills }) => `Ich arbeite mit ${skills}.`,
      ({ skills }) => `Meine Fähigkeiten umfassen ${skills}.`,
    ],
    closing: [
      "Werfen Sie einen Blick auf meine Arbeit.",
      "Nehmen Sie gern Kontakt mit mir auf.",
      "Schauen Sie sich um und melden Sie sich, wenn Sie zusammenarbeiten möchten.",
    ],
    emptyBio: ["Willkommen in meinem Portfolio.", "Hier finden Sie meine Arbeit und wie Sie mich erreichen."],
    emptyAbout: [
      "Willkommen in meinem Portfolio. Hier finden Sie meine Arbeit und wie Sie mich erreichen.",
      "Danke für Ihren Besuch. Sehen Sie sich meine Arbeit an und melden Sie sich gern.",
    ],
  },
  project: {
    techOnly: [
      ({ tech }) => `Dieses Projekt ist mit ${tech} umgesetzt.`,
      ({ tech }) => `Ich habe dieses Projekt mit ${tech} umgesetzt.`,
    ],
    live: ["Eine Live-Demo ist verfügbar.", "Sie können die Live-Version ausprobieren."],
    code: ["Der Quellcode ist einsehbar.", "Der Quellcode ist ebenfalls verlinkt."],
    empty: ["Eines der Projekte in meinem Portfolio.", "Ein Projekt aus meinem Portfolio."],
  },
  experience: {
    empty: ["Eine Station meiner beruflichen Laufbahn.", "Teil meiner Berufserfahrung."],
  },
  service: {
    withTitle: [
      ({ service, title }) => `Als ${title} biete ich ${service} an.`,
      ({ service, title }) => `${service} gehört zu den Leistungen, die ich als ${title} anbiete.`,
    ],
    plain: [({ service }) => `${service} gehört zu meinen Leistungen.`, ({ service }) => `Ich biete ${service} an.`],
    skills: [({ skills }) => `Dabei setze ich auf ${skills}.`, ({ skills }) => `Dafür bringe ich ${skills} mit.`],
    cta: [
      "Melden Sie sich, um Ihre Anforderungen zu besprechen.",
      "Schreiben Sie mir, um über Ihr Projekt zu sprechen.",
    ],
    empty: ["Melden Sie sich, um zu besprechen, wie ich Ihr Projekt unterstützen kann."],
  },
  hireMe: {
    withTitle: [
      ({ title }) => `Sie suchen Unterstützung als ${title}? Lassen Sie uns zusammenarbeiten.`,
      ({ title }) => `Brauchen Sie für Ihr nächstes Projekt Unterstützung als ${title}? Ich helfe gern.`,
    ],
    plain: [
      "Sie haben ein Projekt im Kopf? Lassen Sie uns zusammenarbeiten.",
      "Lassen Sie uns gemeinsam an Ihrem nächsten Projekt arbeiten.",
    ],
    services: [({ services }) => `Ich unterstütze Sie bei ${services}.`],
    skills: [({ skills }) => `Ich bringe Erfahrung mit ${skills} mit.`, ({ skills }) => `Ich arbeite mit ${skills}.`],
    availability: [({ availability }) => `Verfügbarkeit: ${availability}.`],
    rate: [({ rate }) => `Stundensatz: ${rate}.`],
    cta: ["Melden Sie sich, um über Ihr Projekt zu sprechen.", "Schreiben Sie mir, und wir legen los."],
  },
  rework: {
    greeting: /^(hallo|hi|hey|guten tag|servus|moin)(\s+(zusammen|alle))?\s*[,!.:–—-]*\s*/iu,
    fixes: [],
    fillers: [wordsPattern(["sehr", "wirklich", "eigentlich", "quasi", "halt"])],
    hedges: [[wordsPattern(["vielleicht", "wahrscheinlich", "eventuell", "irgendwie"]), ""]],
    formal: [],
    casual: [],
    friendlyOpenName: [({ name }) => `Hallo, ich bin ${name}!`, ({ name }) => `Hi! Ich bin ${name}.`],
    friendlyOpen: ["Hallo!", "Hallo zusammen!"],
    friendlyClose: ["Ich freue mich auf Ihre Nachricht!", "Sagen Sie gern Hallo!"],
    friendlyCloseItem: ["Ich erzähle Ihnen gern mehr darüber!", "Fragen Sie mich gern dazu."],
    confidentClose: [
      "Lassen Sie uns gemeinsam etwas Großartiges schaffen.",
      "Machen wir Ihr nächstes Projekt zum Erfolg.",
    ],
    confidentCloseItem: ["Diesen Ansatz bringe ich gern auch in Ihr Projekt ein."],
  },
};
