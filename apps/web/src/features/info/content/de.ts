import type { InfoContent } from "./types";

/** Lange Texte der Infoseiten auf Deutsch. */
const content: InfoContent = {
  posts: {
    "portfolio-in-five-minutes": {
      title: "Dein Portfolio in fünf Minuten",
      excerpt:
        "Von der Registrierung zur fertigen Seite unter /p/dein-name: das Onboarding, die vier Schritte des Editors und was du zuerst ausfüllst.",
      author: "Das Foliocraft-Team",
      tags: ["erste Schritte", "Editor", "Designs"],
      content: [
        {
          p: "Foliocraft macht aus einem Formular eine Portfolio-Website. Du schreibst kein HTML und brauchst zum Start kein Hosting: Diese Anleitung dauert etwa fünf Minuten.",
        },
        { h: "1. Registrieren und vier Fragen beantworten" },
        {
          p: "Lege ein Konto mit deiner E-Mail-Adresse, Google oder GitHub an. Das Onboarding fragt nach Name und Beruf, Erfahrung, Fähigkeiten und dem Stil, der dir gefällt. Deine Antworten füllen den Editor vorab aus, du fängst also nie mit einer leeren Seite an.",
        },
        { h: "2. Das Wichtigste zuerst ausfüllen" },
        {
          p: "Der Editor hat vier Schritte: Portfolio-Informationen, Design wählen, Vorschau und Export. Beginne im ersten Schritt mit einem kurzen Text über dich und zwei, drei Projekten mit Link zum Code oder zu einer Demo. Erfahrung, Ausbildung, Leistungen und Referenzen können warten. Jede Änderung wird automatisch gespeichert, und die letzten 50 Speicherstände bleiben im Verlauf – du kannst also immer zurück.",
        },
        { h: "3. Design wählen und Vorschau prüfen" },
        {
          p: "Zwanzig Designs sind dabei; Minimal, Dark Minimal und Simple Elegant sind kostenlos. Die Vorschau zeigt deine echten Inhalte auf Smartphone, Tablet und Desktop, bevor irgendetwas öffentlich wird.",
        },
        { h: "4. Veröffentlichen" },
        {
          p: "Wähle einen Benutzernamen und veröffentliche: Dein Portfolio ist unter /p/dein-name online, auf dem Server gerendert, damit es schnell lädt und Suchmaschinen es lesen können. Veröffentliche erneut, wenn du etwas änderst; bis dahin sehen Besucher die zuletzt veröffentlichte Fassung.",
        },
      ],
    },
    "writing-with-the-ai-assistant": {
      title: "Dein Portfolio mit dem KI-Assistenten schreiben",
      excerpt:
        "Wie der Knopf „Mit KI schreiben“ deine Bio und Projektbeschreibungen aus deinen eigenen Daten entwirft – und wie die Entwürfe gut werden.",
      author: "Das Foliocraft-Team",
      tags: ["KI", "Schreiben", "Bio"],
      content: [
        {
          p: "Den meisten fällt der Text über sich selbst am schwersten. Der Knopf „Mit KI schreiben“ neben den Textfeldern des Editors entwirft ihn für dich, in der Sprache, in der du Foliocraft nutzt.",
        },
        { h: "Woher die Worte kommen" },
        {
          p: "Der Assistent schreibt aus dem, was du eingegeben hast: Name, Beruf, Fähigkeiten, Projekte und Erfahrung. Er erfindet nie Arbeitgeber oder Abschlüsse. Ist auf dem Server ein KI-Anbieter eingerichtet (OpenAI oder ein kompatibler Dienst, auch ein lokales Modell), erzeugt dieses Modell den Text und er erscheint, während er geschrieben wird. Ohne Anbieter setzt der eingebaute Schreiber den Text aus deinen Daten zusammen, ganz ohne externen Dienst.",
        },
        { h: "Tipps für bessere Entwürfe" },
        {
          ul: [
            "Trage zuerst deine Fähigkeiten und mindestens ein Projekt ein: Je mehr Fakten, desto konkreter der Entwurf.",
            "Schreib selbst einen ehrlichen Satz und lass ihn vom Assistenten verbessern, statt bei null anzufangen.",
            "Lies jeden Entwurf und ändere alles, was nicht nach dir klingt. Du bleibst der Autor.",
          ],
        },
        { h: "Tageskontingent" },
        {
          p: "Kostenlose Konten können den Assistenten fünfmal am Tag nutzen, Pro-Konten zweihundertmal. Der Zähler wird täglich zurückgesetzt und steht im Menü des Assistenten.",
        },
      ],
    },
    "deploy-to-github-pages-and-netlify": {
      title: "Auf GitHub Pages oder Netlify veröffentlichen",
      excerpt:
        "Drei Wege zu deinem eigenen Hosting: ein ZIP-Download, ein GitHub-Repository oder ein Deployment mit einem Klick.",
      author: "Das Foliocraft-Team",
      tags: ["Deployment", "GitHub Pages", "Netlify-Hosting"],
      content: [
        {
          p: "Deine Seite unter /p/dein-name ist nur eine Möglichkeit. Jedes Portfolio ist auch eine statische Website, die du überall hosten kannst.",
        },
        { h: "Das ZIP herunterladen" },
        {
          p: "Der Export liefert ein ZIP mit index.html, seinen Schriften und deinen Bildern. Alle Links sind relativ, die Seite funktioniert also in jedem Ordner bei jedem Hoster, sogar direkt von deiner Festplatte. Das Kontaktformular funktioniert weiter: Nachrichten landen in deinem Foliocraft-Posteingang.",
        },
        { h: "In ein GitHub-Repository übertragen" },
        {
          p: "Verbinde GitHub auf der Deploy-Seite, und Foliocraft legt deine Website als einen einzigen Commit in einem Repository deiner Wahl ab. Die Berechtigung für öffentliche Repositorys fragt Foliocraft nur in diesem Moment an, nie bei der Anmeldung.",
        },
        { h: "Mit einem Klick zu GitHub Pages oder Netlify (Pro)" },
        {
          p: "Mit Pro schaltet Foliocraft zusätzlich GitHub Pages für das Repository ein oder lädt die Website zu einer neuen Netlify-Site hoch und wartet, bis sie online ist. Die Deploy-Seite zeigt jeden Schritt und die endgültige Adresse. Nach einer Änderung erneut deployen aktualisiert dasselbe Repository bzw. dieselbe Site.",
        },
      ],
    },
    "whats-new-november-2026": {
      title: "Neu in Foliocraft",
      excerpt: "Zwanzig Designs, Versionsverlauf, Importe, ein Kontaktformular mit Posteingang und zehn Sprachen.",
      author: "Das Foliocraft-Team",
      tags: ["Versionshinweise", "Designs", "Sprachen"],
      content: [
        { p: "Das ist neu in Foliocraft." },
        {
          ul: [
            "Zwanzig Designs, von Minimal bis Cosmic Space; drei davon sind kostenlos.",
            "Automatisches Speichern mit einem Verlauf der letzten 50 Speicherstände: Stelle jede frühere Version wieder her, und zwei offene Tabs überschreiben sich nie unbemerkt.",
            "Importe: Übernimm deine Daten aus einer JSON-Resume-Datei oder importiere deine GitHub-Repositorys als Projekte.",
            "Ein Kontaktformular in deinem Portfolio: Nachrichten von Besuchern werden in deinem Posteingang gespeichert und dir per E-Mail geschickt.",
            "Zehn Oberflächensprachen, Arabisch von rechts nach links, im hellen und dunklen Modus.",
            "Pro über Paystack, per Karte oder Mobile Money, mit 30 Tagen Geld-zurück-Garantie.",
          ],
        },
        {
          p: "Foliocraft ist Open Source und du kannst es selbst hosten: Ein einziger Befehl startet die ganze Anwendung mit eigener Datenbank.",
        },
      ],
    },
  },
  faqs: {
    plans: {
      question: "Was ist der Unterschied zwischen dem kostenlosen Tarif und Pro?",
      answer:
        "Der kostenlose Tarif enthält drei Designs (Minimal, Dark Minimal und Simple Elegant), die Veröffentlichung unter /p/dein-name, den ZIP-Download und die Übertragung deiner Website in ein GitHub-Repository. Pro schaltet alle zwanzig Designs frei, Deployments mit einem Klick zu GitHub Pages und Netlify sowie ein größeres Tageskontingent für den KI-Schreiber. Pro kostet 30 GHS im Monat oder 300 GHS im Jahr (zwei Monate gratis).",
      tags: ["Preise", "Premium", "Designs"],
    },
    refunds: {
      question: "Bekomme ich mein Geld zurück?",
      answer:
        "Ja. Innerhalb von 30 Tagen nach einer Zahlung kannst du im Tarifbereich deiner Kontoeinstellungen die volle Erstattung anfordern. Das Geld geht über Paystack auf die Karte oder das Mobile-Money-Konto zurück, mit dem du bezahlt hast, und dein Konto wechselt in den kostenlosen Tarif.",
      tags: ["Erstattung", "Geld-zurück-Garantie", "Abrechnung"],
    },
    cancel: {
      question: "Wie kündige ich mein Abo?",
      answer:
        "Öffne deine Kontoeinstellungen und wähle im Tarifbereich „Kündigen“. Pro bleibt bis zum Ende des bezahlten Zeitraums aktiv, danach wird nichts mehr berechnet.",
      tags: ["kündigen", "Abo", "Einstellungen"],
    },
    "mobile-money": {
      question: "Welche Zahlungsarten werden akzeptiert?",
      answer:
        "Zahlungen wickelt Paystack in ghanaischen Cedi (GHS) ab. Du kannst per Karte oder mit Mobile Money zahlen. Foliocraft sieht deine Kartennummer nie.",
      tags: ["Zahlung", "Karte", "Paystack"],
    },
    deploys: {
      question: "Wo kann ich mein Portfolio veröffentlichen?",
      answer:
        "Veröffentliche es unter /p/dein-name auf diesem Server, lade ein ZIP für jeden Hoster herunter oder übertrage es in ein GitHub-Repository. Pro bietet zusätzlich Deployments mit einem Klick zu GitHub Pages und Netlify. Die Deploy-Seite zeigt jeden Schritt und die Adresse der fertigen Website.",
      tags: ["Deployment", "GitHub", "Netlify", "ZIP-Datei"],
    },
    "custom-domains": {
      question: "Kann ich meine eigene Domain verwenden?",
      answer:
        "Eingebaute eigene Domains gibt es noch nicht. Du kannst aber heute schon auf GitHub Pages oder Netlify deployen und dort deine Domain eintragen; DNS-Änderungen brauchen bis zu 24 Stunden, bis sie überall ankommen.",
      tags: ["Domain", "DNS", "Webadresse"],
    },
    "ai-writer": {
      question: "Wie funktioniert der KI-Schreiber?",
      answer:
        "Der Knopf „Mit KI schreiben“ entwirft deine Bio und Beschreibungen aus den Daten, die du eingegeben hast, in deiner Oberflächensprache. Kostenlose Konten können ihn fünfmal am Tag nutzen, Pro-Konten zweihundertmal. Lies den Entwurf immer und mach ihn zu deinem eigenen.",
      tags: ["KI", "Schreiben", "Assistent"],
    },
    data: {
      question: "Wie exportiere oder lösche ich meine Daten?",
      answer:
        "In deinen Kontoeinstellungen kannst du alles, was über dich gespeichert ist, als JSON-Datei herunterladen und dein Konto löschen. Beim Löschen werden Profil, Portfolios, Nachrichten und veröffentlichte Seite auf einmal entfernt.",
      tags: ["Datenschutz", "Export", "Konto löschen"],
    },
  },
  docs: {
    "getting-started": {
      title: "Erste Schritte",
      blocks: [
        {
          p: "Lege ein Konto mit deiner E-Mail-Adresse, Google oder GitHub an. Ein kurzes Onboarding stellt vier Fragen (wer du bist, deine Erfahrung, deine Fähigkeiten und dein bevorzugter Stil) und füllt den Editor mit deinen Antworten.",
        },
        {
          p: "Der Editor hat vier Schritte: Portfolio-Informationen, Design wählen, Vorschau und Export. Deine Arbeit wird automatisch gespeichert; im Verlauf stellst du frühere Versionen wieder her.",
        },
        {
          p: "Foliocraft ist Open Source. Für eine eigene Installation brauchst du Node.js 20.19 oder neuer; dieser Befehl baut und startet alles auf Port 3000, mit der eingebauten Datenbank in ./data:",
        },
        { code: "npm install && npm start" },
      ],
    },
    features: {
      title: "Funktionen",
      blocks: [
        {
          ul: [
            "Abschnitte: Basisdaten, über mich, Projekte, Berufserfahrung, Ausbildung, soziale Links, „Stell mich ein“, Kontaktformular, Referenzen, Leistungen, Erfolge und Lebenslauf-Download.",
            "Zwanzig Designs mit Live-Vorschau auf Smartphone, Tablet und Desktop; drei Designs sind kostenlos.",
            "Automatisches Speichern und ein Verlauf der letzten 50 Speicherstände.",
            "Importe aus einer JSON-Resume-Datei und aus deinen GitHub-Repositorys.",
            "Der KI-Schreibassistent für deine Bio und Beschreibungen.",
            "Ein Kontaktformular, dessen Nachrichten in deinem Posteingang und per E-Mail ankommen.",
            "Zehn Oberflächensprachen, heller und dunkler Modus.",
          ],
        },
      ],
    },
    deployment: {
      title: "Veröffentlichen",
      blocks: [
        {
          p: "Beim Veröffentlichen wird dein Portfolio unter /p/dein-name öffentlich. Die Seite wird auf dem Server aus einer eingefrorenen Kopie gerendert: Bearbeiten ändert die Live-Seite erst, wenn du erneut veröffentlichst.",
        },
        {
          p: "Der Export lädt ein ZIP mit statischen Dateien herunter, das bei jedem Hoster funktioniert. Auf der Deploy-Seite überträgst du die Website in ein GitHub-Repository; mit Pro schaltet Foliocraft auch GitHub Pages ein oder deployt zu Netlify und meldet, wenn die Website online ist.",
        },
        {
          p: "Eigener Server: Setze PUBLIC_URL auf die Adresse, unter der man dich erreicht, DATABASE_URL für PostgreSQL statt der eingebauten Datenbank und SMTP_URL für den E-Mail-Versand. Alle Einstellungen stehen in der README.",
        },
      ],
    },
    api: {
      title: "Schnittstelle (API)",
      blocks: [
        {
          p: "Die Web-App von Foliocraft spricht mit ihrem Server über eine JSON-API unter /api. Die meisten Routen arbeiten mit dem angemeldeten Konto und sind für die App selbst gedacht. Diese Routen sind öffentlich und stabil:",
        },
        {
          ul: [
            "GET /api/health: ob Server und Datenbank laufen.",
            "GET /api/health/ready: 200, wenn der Server Anfragen bedienen kann, 503 mit Retry-After, solange seine Datenbank (oder Redis) nicht antwortet.",
            "POST /api/public/portfolios/{username}/contact: das Kontaktformular veröffentlichter und exportierter Portfolios.",
            "GET /p/{username}: ein veröffentlichtes Portfolio als HTML; GET /sitemap.xml listet sie auf.",
          ],
        },
        {
          p: "Fehler haben immer dieselbe Form, { error: { code, message, details } }, mit einem stabilen Code wie invalid-argument, not-found oder resource-exhausted.",
        },
        { h: "Geplante öffentliche API" },
        {
          p: "Eine öffentliche REST-API mit API-Schlüsseln ist geplant, aber noch nicht verfügbar. Sie wird bieten: POST /api/portfolios, GET /api/portfolios/{id}, PUT /api/portfolios/{id}, POST /api/deploy und GET /api/templates.",
        },
      ],
    },
  },
};

export default content;
