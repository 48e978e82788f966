import { listFormatter, wordsPattern, type Phrasebook } from "./phrasebook";

// Hindi. First-person verbs in Hindi show the speaker's gender (करता/करती हूँ), so every sentence about the writer
// uses the copula (हूँ, है), the ergative past (मैंने … किया, which agrees with the object) or the passive instead.

/** हिन्दी. */
export const hi: Phrasebook = {
  list: listFormatter("hi"),
  gap: " ",
  headline: {
    titleSkills: [
      ({ title, skills }) => `${title} · कौशल: ${skills}`,
      ({ title, skills }) => `${title} | ${skills} में विशेषज्ञता`,
      ({ title, skills }) => `${title} — ${skills} के साथ काम`,
    ],
    titleLocation: [
      ({ title, location }) => `${location} से ${title}`,
      ({ title, location }) => `${title}, ${location} में`,
    ],
    skills: [({ skills }) => `कौशल: ${skills}`, ({ skills }) => `${skills} के साथ काम`],
    name: [({ name }) => `${name} का पोर्टफ़ोलियो`, ({ name }) => `${name} · पोर्टफ़ोलियो`],
    empty: ["मेरा पोर्टफ़ोलियो", "मेरे पोर्टफ़ोलियो में आपका स्वागत है"],
  },
  person: {
    skills: [
      ({ skills, many }) => `मेरे कौशल में ${skills} शामिल ${many ? "हैं" : "है"}।`,
      ({ skills }) => `मेरे प्रमुख कौशल हैं: ${skills}।`,
    ],
    closing: ["नीचे मेरा काम देखें।", "बेझिझक संपर्क करें।", "मेरा काम देखें, और साथ काम करना चाहें तो संपर्क करें।"],
    emptyBio: ["मेरे पोर्टफ़ोलियो में आपका स्वागत है।", "यहाँ आपको मेरा काम और मुझसे संपर्क करने का तरीक़ा मिलेगा।"],
    emptyAbout: [
      "मेरे पोर्टफ़ोलियो में आपका स्वागत है। यहाँ आपको मेरा काम और संपर्क का तरीक़ा मिलेगा।",
      "आने के लिए धन्यवाद। मेरा काम देखें और बेझिझक संपर्क करें।",
    ],
  },
  project: {
    techOnly: [({ tech }) => `यह परियोजना ${tech} से बनाई गई है।`, ({ tech }) => `मैंने यह परियोजना ${tech} से बनाई है।`],
    live: ["इसका लाइव डेमो उपलब्ध है।", "आप इसका लाइव संस्करण आज़मा सकते हैं।"],
    code: ["इसका सोर्स कोड भी देखा जा सकता है।", "सोर्स कोड का लिंक भी दिया गया है।"],
    empty: ["मेरे पोर्टफ़ोलियो की एक परियोजना।", "मेरे पोर्टफ़ोलियो की परियोजनाओं में से एक।"],
  },
  experience: {
    empty: ["मेरे पेशेवर अनुभव की एक भूमिका।", "मेरे पेशेवर अनुभव का हिस्सा।"],
  },
  service: {
    withTitle: [
      ({ service, title }) => `${title} के रूप में मेरी सेवाओं में ${service} शामिल है।`,
      ({ service, title }) => `${title} के तौर पर मेरी एक सेवा है: ${service}।`,
    ],
    plain: [({ service }) => `${service} मेरी सेवाओं में से एक है।`, ({ service }) => `मेरी सेवाओं में ${service} शामिल है।`],
    skills: [
      ({ skills }) => `इस काम में ${skills} जैसे मेरे कौशल काम आते हैं।`,
      ({ skills }) => `इस काम के लिए मेरे पास ${skills} का अनुभव है।`,
    ],
    cta: ["अपनी ज़रूरतों पर बात करने के लिए संपर्क करें।", "अपने प्रोजेक्ट के बारे में बात करने के लिए मुझे संदेश भेजें।"],
    empty: ["आपके प्रोजेक्ट में मदद के बारे में बात करने के लिए संपर्क करें।"],
  },
  hireMe: {
    withTitle: [
      ({ title }) => `क्या आपको ${title} की तलाश है? आइए साथ काम करें।`,
      ({ title }) => `क्या आपके अगले प्रोजेक्ट के लिए ${title} की ज़रूरत है? मदद करके मुझे ख़ुशी होगी।`,
    ],
    plain: ["क्या आपके मन में कोई प्रोजेक्ट है? आइए साथ काम करें।", "आइए आपके अगले प्रोजेक्ट पर साथ काम करें।"],
    services: [({ services }) => `${services} में मुझसे मदद ली जा सकती है।`],
    skills: [({ skills }) => `मुझे ${skills} का अनुभव है।`, ({ skills }) => `मेरे कौशल: ${skills}।`],
    availability: [({ availability }) => `उपलब्धता: ${availability}।`],
    rate: [({ rate }) => `दर: ${rate}।`],
    cta: ["अपने प्रोजेक्ट पर बात करने के लिए संपर्क करें।", "मुझे संदेश भेजें और शुरुआत करें।"],
  },
  rework: {
    greeting: /^(नमस्ते|नमस्कार|हैलो|हाय)(\s+(दोस्तों|सभी को))?\s*[,!।.:–—-]*\s*/u,
    fixes: [],
    fillers: [wordsPattern(["सच में", "वास्तव में", "असल में", "दरअसल"])],
    hedges: [
      [/मुझे लगता है कि\s*/gu, ""],
      [wordsPattern(["शायद"]), ""],
    ],
    formal: [],
    casual: [],
    friendlyOpenName: [({ name }) => `नमस्ते, मैं ${name} हूँ!`, ({ name }) => `हैलो! मैं ${name} हूँ।`],
    friendlyOpen: ["नमस्ते!", "हैलो!"],
    friendlyClose: ["बेझिझक नमस्ते कहें!", "आपसे सुनकर ख़ुशी होगी।"],
    friendlyCloseItem: ["इसके बारे में और बताने में ख़ुशी होगी!", "इसके बारे में कुछ भी पूछें।"],
    confidentClose: ["आइए मिलकर कुछ शानदार बनाएँ।", "आइए आपके अगले प्रोजेक्ट को सफल बनाएँ।"],
    confidentCloseItem: ["यही तरीक़ा आपके प्रोजेक्ट में भी अपनाया जा सकता है।"],
  },
};
