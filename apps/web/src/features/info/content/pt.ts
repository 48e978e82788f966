import type { InfoContent } from "./types";

/** Textos longos das páginas informativas em português. */
const content: InfoContent = {
  posts: {
    "portfolio-in-five-minutes": {
      title: "Crie seu portfólio em cinco minutos",
      excerpt:
        "Do cadastro a uma página no ar em /p/seu-nome: as boas-vindas, as quatro etapas do editor e o que preencher primeiro.",
      author: "Equipe Foliocraft",
      tags: ["primeiros passos", "editor", "temas"],
      content: [
        {
          p: "O Foliocraft transforma um formulário em um site de portfólio. Você não escreve HTML nem precisa de hospedagem para começar: este passo a passo leva uns cinco minutos.",
        },
        { h: "1. Cadastre-se e responda a quatro perguntas" },
        {
          p: "Crie uma conta com seu e-mail, Google ou GitHub. As boas-vindas perguntam seu nome e profissão, sua experiência, suas habilidades e o estilo de que você gosta. Suas respostas já preenchem o editor, então você nunca começa com uma página em branco.",
        },
        { h: "2. Preencha primeiro o que mais importa" },
        {
          p: "O editor tem quatro etapas: informações do portfólio, escolher o tema, pré-visualização e exportação. Na primeira, comece com um texto curto sobre você e dois ou três projetos com link para o código ou uma demonstração. Experiência, formação, serviços e depoimentos podem esperar. Cada alteração é salva automaticamente e os últimos 50 salvamentos ficam no histórico, então você sempre pode voltar atrás.",
        },
        { h: "3. Escolha um tema e confira a pré-visualização" },
        {
          p: "São vinte temas incluídos; Minimal, Dark Minimal e Simple Elegant são gratuitos. A pré-visualização mostra seu conteúdo real em celular, tablet e computador antes que qualquer coisa fique pública.",
        },
        { h: "4. Publique" },
        {
          p: "Escolha um nome de usuário e publique: seu portfólio fica no ar em /p/seu-usuario, gerado no servidor para carregar rápido e ser lido pelos buscadores. Publique de novo sempre que mudar algo; até lá, os visitantes veem a última versão publicada.",
        },
      ],
    },
    "writing-with-the-ai-assistant": {
      title: "Escrevendo seu portfólio com o assistente de IA",
      excerpt:
        "Como o botão Escrever com IA redige sua bio e seus projetos a partir dos seus próprios dados, e como conseguir bons resultados.",
      author: "Equipe Foliocraft",
      tags: ["ia", "escrita", "bio"],
      content: [
        {
          p: "Para quase todo mundo, o texto sobre si mesmo é a parte mais difícil. O botão Escrever com IA, ao lado dos campos de texto do editor, redige esse texto para você, no idioma em que você usa o Foliocraft.",
        },
        { h: "De onde vêm as palavras" },
        {
          p: "O assistente escreve a partir do que você preencheu: nome, profissão, habilidades, projetos e experiência. Ele nunca inventa empregadores nem diplomas. Em um servidor com um provedor de IA configurado (OpenAI ou qualquer serviço compatível, inclusive um modelo local), o texto é gerado por esse modelo e aparece enquanto é escrito. Sem ele, o redator embutido compõe o texto com os seus dados, sem nenhum serviço externo.",
        },
        { h: "Dicas para rascunhos melhores" },
        {
          ul: [
            "Preencha antes suas habilidades e pelo menos um projeto: quanto mais fatos, mais específico o rascunho.",
            "Escreva você mesmo uma frase sincera e peça ao assistente para melhorá-la, em vez de começar do zero.",
            "Leia cada rascunho e mude o que não soar como você. O autor continua sendo você.",
          ],
        },
        { h: "Limite diário" },
        {
          p: "Contas gratuitas podem usar o assistente cinco vezes por dia e contas Pro, duzentas. O contador zera todos os dias e aparece no menu do assistente.",
        },
      ],
    },
    "deploy-to-github-pages-and-netlify": {
      title: "Publicando no GitHub Pages ou na Netlify",
      excerpt:
        "Três formas de levar seu portfólio para a sua própria hospedagem: um ZIP, um repositório no GitHub ou uma publicação com um clique.",
      author: "Equipe Foliocraft",
      tags: ["publicação", "github pages", "netlify"],
      content: [
        {
          p: "Sua página em /p/seu-usuario é só uma opção. Todo portfólio também é um site estático que você pode hospedar em qualquer lugar.",
        },
        { h: "Baixe o ZIP" },
        {
          p: "A exportação gera um ZIP com index.html, suas fontes e suas imagens. Todos os links são relativos, então o site funciona em qualquer pasta de qualquer hospedagem, até aberto direto do seu disco. O formulário de contato continua funcionando: as mensagens chegam à sua caixa de entrada do Foliocraft.",
        },
        { h: "Envie para um repositório no GitHub" },
        {
          p: "Conecte o GitHub na página de publicação e o Foliocraft grava seu site no repositório que você escolher, em um único commit. O Foliocraft só pede permissão para gerenciar repositórios públicos nesse momento, nunca no login.",
        },
        { h: "Um clique para o GitHub Pages ou a Netlify (Pro)" },
        {
          p: "Com o Pro, o Foliocraft também ativa o GitHub Pages no repositório, ou envia o site para um novo site na Netlify, e espera até ele estar no ar. A página de publicação mostra cada etapa e o endereço final. Publique de novo depois de uma mudança e o mesmo repositório ou site é atualizado.",
        },
      ],
    },
    "whats-new-november-2026": {
      title: "Novidades do Foliocraft",
      excerpt:
        "Vinte temas, histórico de versões, importações, um formulário de contato com caixa de entrada e dez idiomas.",
      author: "Equipe Foliocraft",
      tags: ["novidades", "temas", "idiomas"],
      content: [
        { p: "Veja o que chegou recentemente ao Foliocraft." },
        {
          ul: [
            "Vinte temas, do Minimal ao Cosmic Space; três deles são gratuitos.",
            "Salvamento automático com histórico dos últimos 50 salvamentos: restaure qualquer versão anterior, e duas abas abertas nunca se sobrescrevem sem aviso.",
            "Importações: traga seus dados de um arquivo JSON Resume ou importe seus repositórios do GitHub como projetos.",
            "Um formulário de contato no seu portfólio: as mensagens dos visitantes ficam na sua caixa de entrada e chegam por e-mail.",
            "Dez idiomas de interface, o árabe da direita para a esquerda, nos modos claro e escuro.",
            "Pro pelo Paystack, com cartão ou dinheiro móvel, e garantia de reembolso de 30 dias.",
          ],
        },
        {
          p: "O Foliocraft é de código aberto e você pode hospedá-lo: um único comando inicia o aplicativo inteiro com seu próprio banco de dados.",
        },
      ],
    },
  },
  faqs: {
    plans: {
      question: "Qual a diferença entre o plano gratuito e o Pro?",
      answer:
        "O plano gratuito inclui três temas (Minimal, Dark Minimal e Simple Elegant), a publicação em /p/seu-usuario, o download em ZIP e o envio do site para um repositório no GitHub. O Pro libera os vinte temas, a publicação com um clique no GitHub Pages e na Netlify e mais usos diários do redator de IA. O Pro custa GHS 30 por mês ou GHS 300 por ano (dois meses grátis).",
      tags: ["preços", "premium", "temas"],
    },
    refunds: {
      question: "Posso pedir meu dinheiro de volta?",
      answer:
        "Sim. Até 30 dias depois de um pagamento, você pode pedir o reembolso total na seção do plano nas configurações da conta. O dinheiro volta pelo Paystack para o cartão ou a carteira de dinheiro móvel usada no pagamento, e sua conta volta ao plano gratuito.",
      tags: ["reembolso", "garantia de devolução", "cobrança"],
    },
    cancel: {
      question: "Como cancelo minha assinatura?",
      answer:
        "Abra as configurações da conta e escolha Cancelar na seção do plano. Você continua com o Pro até o fim do período pago, e nada é cobrado depois disso.",
      tags: ["cancelar", "assinatura", "configurações"],
    },
    "mobile-money": {
      question: "Quais formas de pagamento são aceitas?",
      answer:
        "Os pagamentos são processados pelo Paystack em cedis ganeses (GHS). Você pode pagar com cartão ou com dinheiro móvel. O Foliocraft nunca vê o número do seu cartão.",
      tags: ["pagamento", "cartão", "paystack"],
    },
    deploys: {
      question: "Onde posso publicar meu portfólio?",
      answer:
        "Publique em /p/seu-usuario neste servidor, baixe um ZIP para qualquer hospedagem ou envie para um repositório no GitHub. O Pro acrescenta publicação com um clique no GitHub Pages e na Netlify. A página de publicação mostra cada etapa e o endereço do site no ar.",
      tags: ["publicação", "github", "netlify", "zip"],
    },
    "custom-domains": {
      question: "Posso usar meu próprio domínio?",
      answer:
        "Domínios personalizados integrados ainda não estão disponíveis. Hoje você pode publicar no GitHub Pages ou na Netlify e adicionar seu domínio nas configurações deles; mudanças de DNS podem levar até 24 horas para chegar a todos.",
      tags: ["domínio", "dns", "endereço do site"],
    },
    "ai-writer": {
      question: "Como funciona o redator de IA?",
      answer:
        "O botão Escrever com IA redige sua bio e suas descrições a partir dos dados que você preencheu, no idioma da sua interface. Contas gratuitas podem usá-lo cinco vezes por dia e contas Pro, duzentas. Sempre leia o rascunho e deixe-o com a sua cara.",
      tags: ["ia", "escrita", "assistente"],
    },
    data: {
      question: "Como exporto ou apago meus dados?",
      answer:
        "Nas configurações da conta você pode baixar tudo o que guardamos sobre você em um arquivo JSON e excluir sua conta. A exclusão apaga de uma vez seu perfil, seus portfólios, suas mensagens e sua página publicada.",
      tags: ["privacidade", "exportar", "excluir conta"],
    },
  },
  docs: {
    "getting-started": {
      title: "Primeiros passos",
      blocks: [
        {
          p: "Crie uma conta com seu e-mail, Google ou GitHub. Boas-vindas rápidas fazem quatro perguntas (quem você é, sua experiência, suas habilidades e seu estilo preferido) e preenchem o editor com as respostas.",
        },
        {
          p: "O editor tem quatro etapas: informações do portfólio, escolher o tema, pré-visualização e exportação. Seu trabalho é salvo automaticamente; abra o histórico para restaurar uma versão anterior.",
        },
        {
          p: "O Foliocraft é de código aberto. Para rodar sua própria cópia você precisa do Node.js 20.19 ou mais recente; este comando compila e inicia tudo na porta 3000, com o banco de dados embutido em ./data:",
        },
        { code: "npm install && npm start" },
      ],
    },
    features: {
      title: "Recursos",
      blocks: [
        {
          ul: [
            "Seções: informações básicas, sobre mim, projetos, experiência, formação, redes sociais, contrate-me, formulário de contato, depoimentos, serviços, conquistas e download do currículo.",
            "Vinte temas com pré-visualização ao vivo em celular, tablet e computador; três temas são gratuitos.",
            "Salvamento automático e histórico dos últimos 50 salvamentos.",
            "Importação de um arquivo JSON Resume e dos seus repositórios do GitHub.",
            "O assistente de escrita com IA para sua bio e suas descrições.",
            "Um formulário de contato cujas mensagens chegam à sua caixa de entrada e ao seu e-mail.",
            "Dez idiomas de interface, modos claro e escuro.",
          ],
        },
      ],
    },
    deployment: {
      title: "Publicação",
      blocks: [
        {
          p: "Publicar deixa seu portfólio público em /p/seu-usuario. A página é gerada no servidor a partir de uma cópia congelada, então editar não muda a página no ar até você publicar de novo.",
        },
        {
          p: "A exportação baixa um ZIP de arquivos estáticos que funciona em qualquer hospedagem. Na página de publicação você pode enviar o site para um repositório no GitHub; com o Pro, o Foliocraft também ativa o GitHub Pages ou publica na Netlify e avisa quando o site está no ar.",
        },
        {
          p: "Seu próprio servidor: defina PUBLIC_URL com o endereço que as pessoas usam, DATABASE_URL para usar PostgreSQL em vez do banco embutido e SMTP_URL para enviar e-mails. Todas as configurações estão descritas no README.",
        },
      ],
    },
    api: {
      title: "API do Foliocraft",
      blocks: [
        {
          p: "O aplicativo web do Foliocraft conversa com o servidor por uma API JSON em /api. A maioria das rotas age sobre a conta conectada e é feita para o próprio aplicativo. Estas rotas são públicas e estáveis:",
        },
        {
          ul: [
            "GET /api/health: se o servidor e o banco de dados estão funcionando.",
            "GET /api/health/ready: 200 quando o servidor pode atender solicitações, 503 com Retry-After enquanto o banco de dados (ou o Redis) não responde.",
            "POST /api/public/portfolios/{username}/contact: o formulário de contato dos portfólios publicados e exportados.",
            "GET /p/{username}: um portfólio publicado em HTML; GET /sitemap.xml lista todos.",
          ],
        },
        {
          p: "Os erros têm sempre o mesmo formato, { error: { code, message, details } }, com um código estável como invalid-argument, not-found ou resource-exhausted.",
        },
        { h: "API pública planejada" },
        {
          p: "Uma API REST pública com chaves de API está planejada, mas ainda não está disponível. Ela vai oferecer: POST /api/portfolios, GET /api/portfolios/{id}, PUT /api/portfolios/{id}, POST /api/deploy e GET /api/templates.",
        },
      ],
    },
  },
};

export default content;
