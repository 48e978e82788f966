import type { InfoContent } from "./types";

/** Textes longs des pages d’information en français. */
const content: InfoContent = {
  posts: {
    "portfolio-in-five-minutes": {
      title: "Créez votre portfolio en cinq minutes",
      excerpt:
        "De l’inscription à une page en ligne sur /p/votre-nom : l’accueil, les quatre étapes de l’éditeur et ce qu’il faut remplir en premier.",
      author: "L’équipe Foliocraft",
      tags: ["prise en main", "éditeur", "thèmes"],
      content: [
        {
          p: "Foliocraft transforme un formulaire en site de portfolio. Vous n’écrivez pas de HTML et vous n’avez besoin d’aucun hébergement pour commencer : ce parcours prend environ cinq minutes.",
        },
        { h: "1. Inscrivez-vous et répondez à quatre questions" },
        {
          p: "Créez un compte avec votre adresse e-mail, Google ou GitHub. L’accueil vous demande votre nom et votre métier, votre expérience, vos compétences et le style que vous aimez. Vos réponses préremplissent l’éditeur : vous ne partez jamais d’une page vide.",
        },
        { h: "2. Remplissez d’abord l’essentiel" },
        {
          p: "L’éditeur compte quatre étapes : informations du portfolio, choix du thème, aperçu et export. Dans la première, commencez par un court texte de présentation et deux ou trois projets avec un lien vers le code ou une démo. L’expérience, la formation, les services et les témoignages peuvent attendre. Chaque modification est enregistrée automatiquement et les 50 dernières versions restent dans l’historique : vous pouvez toujours revenir en arrière.",
        },
        { h: "3. Choisissez un thème et vérifiez l’aperçu" },
        {
          p: "Vingt thèmes sont inclus ; Minimal, Dark Minimal et Simple Elegant sont gratuits. L’aperçu affiche votre vrai contenu sur téléphone, tablette et ordinateur avant toute publication.",
        },
        { h: "4. Publiez" },
        {
          p: "Choisissez un nom d’utilisateur et publiez : votre portfolio est en ligne sur /p/votre-nom, rendu par le serveur pour se charger vite et être lisible par les moteurs de recherche. Republiez à chaque changement ; d’ici là, les visiteurs voient la dernière version publiée.",
        },
      ],
    },
    "writing-with-the-ai-assistant": {
      title: "Rédiger votre portfolio avec l’assistant IA",
      excerpt:
        "Comment le bouton Écrire avec l’IA rédige votre bio et vos projets à partir de vos propres données, et comment obtenir de bons résultats.",
      author: "L’équipe Foliocraft",
      tags: ["ia", "rédaction", "bio"],
      content: [
        {
          p: "Pour la plupart des gens, le texte de présentation est le plus difficile. Le bouton Écrire avec l’IA, à côté des champs de texte de l’éditeur, le rédige pour vous, dans la langue dans laquelle vous utilisez Foliocraft.",
        },
        { h: "D’où viennent les mots" },
        {
          p: "L’assistant écrit à partir de ce que vous avez saisi : votre nom, votre métier, vos compétences, vos projets et votre expérience. Il n’invente jamais d’employeur ni de diplôme. Sur un serveur doté d’un fournisseur d’IA (OpenAI ou tout service compatible, y compris un modèle local), le texte est généré par ce modèle et s’affiche au fil de l’écriture. Sinon, le rédacteur intégré compose le texte à partir de vos données, sans aucun service extérieur.",
        },
        { h: "Conseils pour de meilleurs brouillons" },
        {
          ul: [
            "Renseignez d’abord vos compétences et au moins un projet : plus il y a de faits, plus le brouillon est précis.",
            "Écrivez vous-même une phrase sincère et demandez à l’assistant de l’améliorer plutôt que de partir de rien.",
            "Relisez chaque brouillon et changez ce qui ne vous ressemble pas. L’auteur, c’est vous.",
          ],
        },
        { h: "Quota quotidien" },
        {
          p: "Les comptes gratuits peuvent utiliser l’assistant cinq fois par jour, les comptes Pro deux cents fois. Le compteur repart à zéro chaque jour et s’affiche dans le menu de l’assistant.",
        },
      ],
    },
    "deploy-to-github-pages-and-netlify": {
      title: "Déployer sur GitHub Pages ou Netlify",
      excerpt:
        "Trois façons de mettre votre portfolio sur votre propre hébergement : un ZIP, un dépôt GitHub ou un déploiement en un clic.",
      author: "L’équipe Foliocraft",
      tags: ["déploiement", "github pages", "netlify"],
      content: [
        {
          p: "Votre page sur /p/votre-nom n’est qu’une possibilité. Chaque portfolio est aussi un site statique que vous pouvez héberger n’importe où.",
        },
        { h: "Téléchargez le ZIP" },
        {
          p: "L’export vous donne un ZIP avec index.html, ses polices et vos images. Tous les liens sont relatifs : le site fonctionne dans n’importe quel dossier de n’importe quel hébergeur, même ouvert depuis votre disque. Le formulaire de contact continue de marcher : les messages arrivent toujours dans votre boîte Foliocraft.",
        },
        { h: "Envoyez-le dans un dépôt GitHub" },
        {
          p: "Connectez GitHub sur la page de déploiement et Foliocraft enregistre votre site dans le dépôt de votre choix, en un seul commit. Foliocraft ne demande l’autorisation de gérer des dépôts publics qu’à ce moment-là, jamais à la connexion.",
        },
        { h: "Un clic vers GitHub Pages ou Netlify (Pro)" },
        {
          p: "Avec Pro, Foliocraft active aussi GitHub Pages pour le dépôt, ou envoie le site vers un nouveau site Netlify, puis attend qu’il soit en ligne. La page de déploiement affiche chaque étape et l’adresse finale. Redéployez après un changement : le même dépôt ou le même site est mis à jour.",
        },
      ],
    },
    "whats-new-november-2026": {
      title: "Les nouveautés de Foliocraft",
      excerpt:
        "Vingt thèmes, un historique des versions, des imports, un formulaire de contact avec messagerie et dix langues.",
      author: "L’équipe Foliocraft",
      tags: ["notes de version", "thèmes", "langues"],
      content: [
        { p: "Voici ce qui est arrivé récemment dans Foliocraft." },
        {
          ul: [
            "Vingt thèmes, de Minimal à Cosmic Space ; trois d’entre eux sont gratuits.",
            "Enregistrement automatique avec un historique des 50 dernières versions : restaurez n’importe quelle version, et deux onglets ouverts ne s’écrasent jamais en silence.",
            "Imports : reprenez vos données d’un fichier JSON Resume ou importez vos dépôts GitHub comme projets.",
            "Un formulaire de contact sur votre portfolio : les messages des visiteurs sont conservés dans votre messagerie et vous sont envoyés par e-mail.",
            "Dix langues d’interface, l’arabe de droite à gauche, en mode clair et sombre.",
            "Pro via Paystack, par carte ou mobile money, avec une garantie satisfait ou remboursé de 30 jours.",
          ],
        },
        {
          p: "Foliocraft est open source et vous pouvez l’héberger vous-même : une seule commande lance toute l’application avec sa propre base de données.",
        },
      ],
    },
  },
  faqs: {
    plans: {
      question: "Quelle différence entre l’offre gratuite et Pro ?",
      answer:
        "L’offre gratuite comprend trois thèmes (Minimal, Dark Minimal et Simple Elegant), la publication sur /p/votre-nom, le téléchargement ZIP et l’envoi de votre site dans un dépôt GitHub. Pro débloque les vingt thèmes, les déploiements en un clic vers GitHub Pages et Netlify, et un quota quotidien plus élevé pour le rédacteur IA. Pro coûte 30 GHS par mois ou 300 GHS par an (deux mois offerts).",
      tags: ["tarifs", "premium", "thèmes"],
    },
    refunds: {
      question: "Puis-je être remboursé ?",
      answer:
        "Oui. Dans les 30 jours suivant un paiement, vous pouvez demander un remboursement complet depuis la section abonnement des paramètres de votre compte. L’argent revient via Paystack sur la carte ou le portefeuille mobile money utilisé, et votre compte repasse à l’offre gratuite.",
      tags: ["remboursement", "satisfait ou remboursé", "facturation"],
    },
    cancel: {
      question: "Comment résilier mon abonnement ?",
      answer:
        "Ouvrez les paramètres de votre compte et choisissez Annuler dans la section abonnement. Vous gardez Pro jusqu’à la fin de la période payée, et rien n’est prélevé ensuite.",
      tags: ["résilier", "abonnement", "paramètres"],
    },
    "mobile-money": {
      question: "Quels moyens de paiement sont acceptés ?",
      answer:
        "Les paiements sont traités par Paystack en cedis ghanéens (GHS). Vous pouvez payer par carte ou par mobile money. Foliocraft ne voit jamais votre numéro de carte.",
      tags: ["paiement", "carte", "paystack"],
    },
    deploys: {
      question: "Où puis-je publier mon portfolio ?",
      answer:
        "Publiez-le sur /p/votre-nom sur ce serveur, téléchargez un ZIP pour n’importe quel hébergeur, ou envoyez-le dans un dépôt GitHub. Pro ajoute les déploiements en un clic vers GitHub Pages et Netlify. La page de déploiement affiche chaque étape et l’adresse du site en ligne.",
      tags: ["déploiement", "github", "netlify", "zip"],
    },
    "custom-domains": {
      question: "Puis-je utiliser mon propre nom de domaine ?",
      answer:
        "Les domaines personnalisés intégrés ne sont pas encore disponibles. Aujourd’hui, vous pouvez déployer sur GitHub Pages ou Netlify et y ajouter votre domaine dans leurs paramètres ; la propagation DNS peut prendre jusqu’à 24 heures.",
      tags: ["domaine", "dns", "adresse du site"],
    },
    "ai-writer": {
      question: "Comment fonctionne le rédacteur IA ?",
      answer:
        "Le bouton Écrire avec l’IA rédige votre bio et vos descriptions à partir des données saisies, dans la langue de votre interface. Les comptes gratuits peuvent l’utiliser cinq fois par jour, les comptes Pro deux cents fois. Relisez toujours le brouillon et appropriez-vous-le.",
      tags: ["ia", "rédaction", "assistant"],
    },
    data: {
      question: "Comment exporter ou supprimer mes données ?",
      answer:
        "Dans les paramètres de votre compte, vous pouvez télécharger toutes les données vous concernant dans un fichier JSON, et supprimer votre compte. La suppression efface d’un coup votre profil, vos portfolios, vos messages et votre page publiée.",
      tags: ["confidentialité", "export", "supprimer le compte"],
    },
  },
  docs: {
    "getting-started": {
      title: "Prise en main",
      blocks: [
        {
          p: "Créez un compte avec votre adresse e-mail, Google ou GitHub. Un court accueil pose quatre questions (qui vous êtes, votre expérience, vos compétences et votre style préféré) et remplit l’éditeur avec vos réponses.",
        },
        {
          p: "L’éditeur compte quatre étapes : informations du portfolio, choix du thème, aperçu et export. Votre travail est enregistré automatiquement ; ouvrez l’historique pour restaurer une version antérieure.",
        },
        {
          p: "Foliocraft est open source. Pour faire tourner votre propre copie, il faut Node.js 20.19 ou plus récent ; cette commande construit et lance tout sur le port 3000, avec la base de données intégrée dans ./data :",
        },
        { code: "npm install && npm start" },
      ],
    },
    features: {
      title: "Fonctionnalités",
      blocks: [
        {
          ul: [
            "Sections : informations de base, à propos, projets, expérience, formation, réseaux sociaux, embauchez-moi, formulaire de contact, témoignages, services, réalisations et téléchargement du CV.",
            "Vingt thèmes avec aperçu en direct sur téléphone, tablette et ordinateur ; trois thèmes sont gratuits.",
            "Enregistrement automatique et historique des 50 dernières versions.",
            "Imports depuis un fichier JSON Resume et depuis vos dépôts GitHub.",
            "L’assistant de rédaction IA pour votre bio et vos descriptions.",
            "Un formulaire de contact dont les messages arrivent dans votre messagerie et par e-mail.",
            "Dix langues d’interface, mode clair et sombre.",
          ],
        },
      ],
    },
    deployment: {
      title: "Déploiement",
      blocks: [
        {
          p: "Publier rend votre portfolio public sur /p/votre-nom. La page est rendue par le serveur à partir d’une copie figée : vos modifications ne changent pas la page en ligne avant la prochaine publication.",
        },
        {
          p: "L’export télécharge un ZIP de fichiers statiques qui fonctionne chez n’importe quel hébergeur. Depuis la page de déploiement, vous pouvez envoyer le site dans un dépôt GitHub ; avec Pro, Foliocraft active aussi GitHub Pages ou déploie sur Netlify et vous indique quand le site est en ligne.",
        },
        {
          p: "Votre propre serveur : réglez PUBLIC_URL sur l’adresse utilisée par vos visiteurs, DATABASE_URL pour utiliser PostgreSQL au lieu de la base intégrée, et SMTP_URL pour envoyer les e-mails. Tous les réglages sont décrits dans le README.",
        },
      ],
    },
    api: {
      title: "API",
      blocks: [
        {
          p: "L’application web de Foliocraft dialogue avec son serveur via une API JSON sous /api. La plupart des routes agissent sur le compte connecté et servent à l’application elle-même. Ces routes sont publiques et stables :",
        },
        {
          ul: [
            "GET /api/health : indique si le serveur et sa base de données fonctionnent.",
            "GET /api/health/ready : 200 quand le serveur peut traiter les requêtes, 503 avec Retry-After tant que sa base de données (ou Redis) ne répond pas.",
            "POST /api/public/portfolios/{username}/contact : le formulaire de contact des portfolios publiés et exportés.",
            "GET /p/{username} : un portfolio publié en HTML ; GET /sitemap.xml les liste.",
          ],
        },
        {
          p: "Les erreurs ont toujours la même forme, { error: { code, message, details } }, avec un code stable comme invalid-argument, not-found ou resource-exhausted.",
        },
        { h: "API publique prévue" },
        {
          p: "Une API REST publique avec clés d’API est prévue mais pas encore disponible. Elle proposera : POST /api/portfolios, GET /api/portfolios/{id}, PUT /api/portfolios/{id}, POST /api/deploy et GET /api/templates.",
        },
      ],
    },
  },
};

export default content;
