import type { InfoContent } from "./types";

/** Textos largos de las páginas informativas en español. */
const content: InfoContent = {
  posts: {
    "portfolio-in-five-minutes": {
      title: "Crea tu portafolio en cinco minutos",
      excerpt:
        "Del registro a una página publicada en /p/tu-nombre: la bienvenida, los cuatro pasos del editor y qué rellenar primero.",
      author: "El equipo de Foliocraft",
      tags: ["primeros pasos", "editor", "temas"],
      content: [
        {
          p: "Foliocraft convierte un formulario en un sitio web de portafolio. No escribes HTML ni necesitas una cuenta de alojamiento para empezar: esta guía lleva unos cinco minutos.",
        },
        { h: "1. Regístrate y responde cuatro preguntas" },
        {
          p: "Crea una cuenta con tu correo, Google o GitHub. La bienvenida te pregunta tu nombre y profesión, tu experiencia, tus habilidades y el estilo que prefieres. Tus respuestas rellenan el editor por adelantado, así que nunca empiezas con una página vacía.",
        },
        { h: "2. Rellena primero lo más importante" },
        {
          p: "El editor tiene cuatro pasos: información del portafolio, elegir el tema, vista previa y exportación. En el primero, empieza por un texto breve sobre ti y dos o tres proyectos con un enlace al código o a una demo. La experiencia, la formación, los servicios y los testimonios pueden esperar. Cada cambio se guarda solo y los últimos 50 guardados quedan en el historial, así que siempre puedes volver atrás.",
        },
        { h: "3. Elige un tema y revisa la vista previa" },
        {
          p: "Incluye veinte temas; Minimal, Dark Minimal y Simple Elegant son gratuitos. La vista previa muestra tu contenido real en un móvil, una tableta y un ordenador antes de que nada sea público.",
        },
        { h: "4. Publica" },
        {
          p: "Elige un nombre de usuario y publica: tu portafolio está en línea en /p/tu-usuario, generado en el servidor para que cargue rápido y los buscadores puedan leerlo. Vuelve a publicar cuando cambies algo; hasta entonces, los visitantes ven la última versión publicada.",
        },
      ],
    },
    "writing-with-the-ai-assistant": {
      title: "Escribe tu portafolio con el asistente de IA",
      excerpt:
        "Cómo el botón Escribir con IA redacta tu biografía y tus proyectos a partir de tus propios datos, y cómo obtener buenos resultados.",
      author: "El equipo de Foliocraft",
      tags: ["ia", "redacción", "biografía"],
      content: [
        {
          p: "A casi todo el mundo le cuesta el texto sobre sí mismo. El botón Escribir con IA, junto a los campos de texto del editor, te lo redacta en el idioma en que usas Foliocraft.",
        },
        { h: "De dónde salen las palabras" },
        {
          p: "El asistente escribe a partir de lo que has introducido: tu nombre, profesión, habilidades, proyectos y experiencia. Nunca se inventa empresas ni títulos. En un servidor con un proveedor de IA configurado (OpenAI o cualquier servicio compatible, incluido un modelo local), el texto lo genera ese modelo y aparece a medida que se escribe. Sin él, el redactor integrado compone el texto con tus datos, sin ningún servicio externo.",
        },
        { h: "Consejos para mejores borradores" },
        {
          ul: [
            "Rellena antes tus habilidades y al menos un proyecto: cuantos más datos, más concreto el borrador.",
            "Escribe tú mismo una frase sincera y pide al asistente que la mejore en lugar de empezar de cero.",
            "Lee cada borrador y cambia lo que no suene a ti. El autor sigues siendo tú.",
          ],
        },
        { h: "Límite diario" },
        {
          p: "Las cuentas gratuitas pueden usar el asistente cinco veces al día y las cuentas Pro doscientas. El contador se reinicia cada día y aparece en el menú del asistente.",
        },
      ],
    },
    "deploy-to-github-pages-and-netlify": {
      title: "Publicar en GitHub Pages o Netlify",
      excerpt:
        "Tres formas de llevar tu portafolio a tu propio alojamiento: una descarga ZIP, un repositorio de GitHub o un despliegue con un clic.",
      author: "El equipo de Foliocraft",
      tags: ["despliegue", "github pages", "netlify"],
      content: [
        {
          p: "Tu página en /p/tu-usuario es solo una opción. Cada portafolio es también un sitio web estático que puedes alojar donde quieras.",
        },
        { h: "Descarga el ZIP" },
        {
          p: "La exportación te da un ZIP con index.html, sus fuentes y tus imágenes. Todos los enlaces son relativos, así que el sitio funciona en cualquier carpeta de cualquier alojamiento, incluso abierto desde tu disco. El formulario de contacto sigue funcionando: los mensajes llegan a tu bandeja de Foliocraft.",
        },
        { h: "Súbelo a un repositorio de GitHub" },
        {
          p: "Conecta GitHub en la página de despliegue y Foliocraft guarda tu sitio en el repositorio que elijas, en un solo commit. Foliocraft pide permiso para gestionar repositorios públicos solo en ese momento, nunca al iniciar sesión.",
        },
        { h: "Un clic hacia GitHub Pages o Netlify (Pro)" },
        {
          p: "Con Pro, Foliocraft también activa GitHub Pages en el repositorio, o sube el sitio a un nuevo sitio de Netlify, y espera a que esté en línea. La página de despliegue muestra cada paso y la dirección final. Vuelve a desplegar tras un cambio y se actualiza el mismo repositorio o sitio.",
        },
      ],
    },
    "whats-new-november-2026": {
      title: "Novedades de Foliocraft",
      excerpt:
        "Veinte temas, historial de versiones, importaciones, un formulario de contacto con bandeja de entrada y diez idiomas.",
      author: "El equipo de Foliocraft",
      tags: ["novedades", "temas", "idiomas"],
      content: [
        { p: "Esto es lo que ha llegado hace poco a Foliocraft." },
        {
          ul: [
            "Veinte temas, de Minimal a Cosmic Space; tres de ellos son gratuitos.",
            "Guardado automático con un historial de los últimos 50 guardados: restaura cualquier versión anterior, y dos pestañas abiertas nunca se sobrescriben en silencio.",
            "Importaciones: trae tus datos desde un archivo JSON Resume o importa tus repositorios de GitHub como proyectos.",
            "Un formulario de contacto en tu portafolio: los mensajes de los visitantes se guardan en tu bandeja y te llegan por correo.",
            "Diez idiomas de interfaz, el árabe de derecha a izquierda, en modo claro y oscuro.",
            "Pro a través de Paystack, con tarjeta o dinero móvil, con garantía de reembolso de 30 días.",
          ],
        },
        {
          p: "Foliocraft es de código abierto y puedes alojarlo tú mismo: un solo comando arranca toda la aplicación con su propia base de datos.",
        },
      ],
    },
  },
  faqs: {
    plans: {
      question: "¿Qué diferencia hay entre el plan gratuito y Pro?",
      answer:
        "El plan gratuito incluye tres temas (Minimal, Dark Minimal y Simple Elegant), la publicación en /p/tu-usuario, la descarga ZIP y el envío de tu sitio a un repositorio de GitHub. Pro desbloquea los veinte temas, los despliegues con un clic a GitHub Pages y Netlify, y más usos diarios del redactor de IA. Pro cuesta 30 GHS al mes o 300 GHS al año (dos meses gratis).",
      tags: ["precios", "premium", "temas"],
    },
    refunds: {
      question: "¿Puedo recuperar mi dinero?",
      answer:
        "Sí. En los 30 días siguientes a un pago puedes pedir el reembolso completo desde la sección del plan en los ajustes de tu cuenta. El dinero vuelve a través de Paystack a la tarjeta o al monedero de dinero móvil con que pagaste, y tu cuenta vuelve al plan gratuito.",
      tags: ["reembolso", "garantía de devolución", "facturación"],
    },
    cancel: {
      question: "¿Cómo cancelo mi suscripción?",
      answer:
        "Abre los ajustes de tu cuenta y elige Cancelar en la sección del plan. Conservas Pro hasta el final del periodo que pagaste y después no se cobra nada.",
      tags: ["cancelar", "suscripción", "ajustes"],
    },
    "mobile-money": {
      question: "¿Qué métodos de pago se aceptan?",
      answer:
        "Los pagos los procesa Paystack en cedis ghaneses (GHS). Puedes pagar con tarjeta o con dinero móvil. Foliocraft nunca ve el número de tu tarjeta.",
      tags: ["pago", "tarjeta", "paystack"],
    },
    deploys: {
      question: "¿Dónde puedo publicar mi portafolio?",
      answer:
        "Publícalo en /p/tu-usuario en este servidor, descarga un ZIP para cualquier alojamiento o súbelo a un repositorio de GitHub. Pro añade despliegues con un clic a GitHub Pages y Netlify. La página de despliegue muestra cada paso y la dirección del sitio en línea.",
      tags: ["despliegue", "github", "netlify", "zip"],
    },
    "custom-domains": {
      question: "¿Puedo usar mi propio dominio?",
      answer:
        "Los dominios personalizados integrados aún no están disponibles. Hoy puedes desplegar en GitHub Pages o Netlify y añadir tu dominio en sus ajustes; los cambios de DNS pueden tardar hasta 24 horas en llegar a todos.",
      tags: ["dominio", "dns", "dirección web"],
    },
    "ai-writer": {
      question: "¿Cómo funciona el redactor de IA?",
      answer:
        "El botón Escribir con IA redacta tu biografía y tus descripciones a partir de los datos que has introducido, en el idioma de tu interfaz. Las cuentas gratuitas pueden usarlo cinco veces al día y las Pro doscientas. Lee siempre el borrador y hazlo tuyo.",
      tags: ["ia", "redacción", "asistente"],
    },
    data: {
      question: "¿Cómo exporto o elimino mis datos?",
      answer:
        "En los ajustes de tu cuenta puedes descargar todo lo que guardamos sobre ti como archivo JSON y eliminar tu cuenta. Al eliminarla se borran a la vez tu perfil, tus portafolios, tus mensajes y tu página publicada.",
      tags: ["privacidad", "exportar", "eliminar cuenta"],
    },
  },
  docs: {
    "getting-started": {
      title: "Primeros pasos",
      blocks: [
        {
          p: "Crea una cuenta con tu correo, Google o GitHub. Una breve bienvenida te hace cuatro preguntas (quién eres, tu experiencia, tus habilidades y tu estilo preferido) y rellena el editor con tus respuestas.",
        },
        {
          p: "El editor tiene cuatro pasos: información del portafolio, elegir el tema, vista previa y exportación. Tu trabajo se guarda automáticamente; abre el historial para restaurar una versión anterior.",
        },
        {
          p: "Foliocraft es de código abierto. Para ejecutar tu propia copia necesitas Node.js 20.19 o posterior; este comando lo compila y arranca todo en el puerto 3000, con la base de datos integrada en ./data:",
        },
        { code: "npm install && npm start" },
      ],
    },
    features: {
      title: "Funciones",
      blocks: [
        {
          ul: [
            "Secciones: información básica, sobre mí, proyectos, experiencia, formación, redes sociales, contrátame, formulario de contacto, testimonios, servicios, logros y descarga del currículum.",
            "Veinte temas con vista previa en móvil, tableta y ordenador; tres temas son gratuitos.",
            "Guardado automático y un historial de los últimos 50 guardados.",
            "Importación desde un archivo JSON Resume y desde tus repositorios de GitHub.",
            "El asistente de redacción con IA para tu biografía y tus descripciones.",
            "Un formulario de contacto cuyos mensajes llegan a tu bandeja y a tu correo.",
            "Diez idiomas de interfaz, modo claro y oscuro.",
          ],
        },
      ],
    },
    deployment: {
      title: "Despliegue",
      blocks: [
        {
          p: "Al publicar, tu portafolio es público en /p/tu-usuario. La página se genera en el servidor a partir de una copia fija, así que editar no cambia la página en línea hasta que vuelvas a publicar.",
        },
        {
          p: "La exportación descarga un ZIP de archivos estáticos que funciona en cualquier alojamiento. Desde la página de despliegue puedes subir el sitio a un repositorio de GitHub; con Pro, Foliocraft también activa GitHub Pages o despliega en Netlify y te avisa cuando el sitio está en línea.",
        },
        {
          p: "Tu propio servidor: define PUBLIC_URL con la dirección que usa la gente, DATABASE_URL para usar PostgreSQL en lugar de la base de datos integrada y SMTP_URL para enviar correos. Todos los ajustes se describen en el README.",
        },
      ],
    },
    api: {
      title: "API",
      blocks: [
        {
          p: "La aplicación web de Foliocraft habla con su servidor a través de una API JSON bajo /api. La mayoría de las rutas actúan sobre la cuenta con sesión iniciada y son para la propia aplicación. Estas rutas son públicas y estables:",
        },
        {
          ul: [
            "GET /api/health: si el servidor y su base de datos funcionan.",
            "GET /api/health/ready: 200 cuando el servidor puede atender solicitudes, 503 con Retry-After mientras su base de datos (o Redis) no responde.",
            "POST /api/public/portfolios/{username}/contact: el formulario de contacto de los portafolios publicados y exportados.",
            "GET /p/{username}: un portafolio publicado en HTML; GET /sitemap.xml los enumera.",
          ],
        },
        {
          p: "Los errores siempre tienen la misma forma, { error: { code, message, details } }, con un código estable como invalid-argument, not-found o resource-exhausted.",
        },
        { h: "API pública prevista" },
        {
          p: "Está prevista una API REST pública con claves de API, pero aún no está disponible. Ofrecerá: POST /api/portfolios, GET /api/portfolios/{id}, PUT /api/portfolios/{id}, POST /api/deploy y GET /api/templates.",
        },
      ],
    },
  },
};

export default content;
