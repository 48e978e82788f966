import { byCareer, byFocus, byProject, byRole, byWho, type ToneBooks } from "../tone-phrasebook";

// Hindi. First-person verbs show the speaker's gender (करता/करती हूँ), so every sentence about the writer uses the
// copula (हूँ, है), the ergative past (मैंने … किया, which agrees with the object), nouns, or the passive instead.
const वर्ष = (n: number) => `${n} वर्ष`;
const paren = (period: string) => (period ? ` (${period})` : "");
const हैं = (many: boolean) => (many ? "हैं" : "है");

/** The four tones in Hindi. */
export const hi: ToneBooks = {
  professional: {
    bio: {
      lead: [
        (v) =>
          byWho(v, {
            both: () => `मैं ${v.name} हूँ, ${v.location ? `${v.location} में ` : ""}${v.title}।`,
            name: () => `मैं ${v.name} हूँ${v.location ? `, ${v.location} से` : ""}।`,
            title: () => `मैं पेशे से ${v.title} हूँ${v.location ? `, ${v.location} में` : ""}।`,
          }),
        (v) =>
          byWho(v, {
            both: () => `${v.name}, ${v.title}${v.location ? `, ${v.location}` : ""}: यहाँ मेरा काम प्रस्तुत है।`,
            name: () => `${v.name}${v.location ? `, ${v.location}` : ""}: यह मेरा पेशेवर पोर्टफ़ोलियो है।`,
            title: () => `मेरा पेशा: ${v.title}${v.location ? `, ${v.location}` : ""}।`,
          }),
      ],
      focus: [
        (v) =>
          byFocus(v, {
            both: () => `मेरी विशेषज्ञता ${v.list} में है, और मेरा कार्यस्थल ${v.location} है।`,
            skills: () => `मेरी विशेषज्ञता ${v.list} में है।`,
            location: () => `मेरा कार्यस्थल ${v.location} है।`,
          }),
        (v) =>
          byFocus(v, {
            both: () => `मुख्य दक्षता: ${v.list}; कार्य का आधार: ${v.location}।`,
            skills: () => `मुख्य दक्षता: ${v.list}।`,
            location: () => `कार्य का आधार: ${v.location}।`,
          }),
      ],
    },
    about: {
      intro: [
        (v) =>
          byWho(v, {
            both: () => `मेरा नाम ${v.name} है और मेरा पेशा ${v.title} है।`,
            name: () => `मेरा नाम ${v.name} है।`,
            title: () => `मेरा पेशा ${v.title} है।`,
          }),
        (v) =>
          byWho(v, {
            both: () => `नमस्कार, मैं ${v.name} हूँ — पेशे से ${v.title}।`,
            name: () => `नमस्कार, मैं ${v.name} हूँ, और यह मेरा पेशेवर पोर्टफ़ोलियो है।`,
            title: () => `नमस्कार, मैं पेशे से ${v.title} हूँ।`,
          }),
      ],
      career: [
        (c) =>
          byCareer(c, {
            years: (n) => `मेरे पास ${वर्ष(n)} का पेशेवर अनुभव है।`,
            since: (y) => `मेरा पेशेवर कार्य ${y} से जारी है।`,
          }),
        (c) =>
          byCareer(c, {
            years: (n) => `मेरा पेशेवर अनुभव ${वर्ष(n)} में फैला है।`,
            since: (y) => `मेरे करियर की शुरुआत ${y} में हुई।`,
          }),
      ],
      employers: [
        ({ list }) => `मेरे अनुभव में ${list} में विभिन्न पद शामिल हैं।`,
        ({ list }) => `मैंने ${list} की टीमों के साथ काम किया है।`,
      ],
      skills: [
        ({ list, many }) => `मेरी विशेषज्ञता के क्षेत्रों में ${list} शामिल ${हैं(many)}।`,
        ({ list }) => `मेरा मुख्य काम ${list} के साथ है।`,
      ],
      projects: [
        ({ list, many }) => `चुनी हुई परियोजनाओं में ${list} शामिल ${हैं(many)}।`,
        ({ list }) => `यहाँ प्रस्तुत परियोजनाएँ हैं: ${list}।`,
      ],
      services: [({ list, many }) => `मेरी सेवाओं में ${list} शामिल ${हैं(many)}।`, ({ list }) => `मेरी सेवाएँ: ${list}।`],
      location: [({ location }) => `मेरा निवास ${location} में है।`, ({ location }) => `मेरा कार्यालय ${location} में है।`],
      closing: ["किसी परियोजना या पद के बारे में बात करने के लिए संपर्क करें।", "नई परियोजनाओं और पदों से जुड़ी पूछताछ का स्वागत है।"],
    },
    project: {
      main: [
        (v) =>
          byProject(v, {
            both: () => `${v.title} को ${v.tech} से विकसित किया गया है।`,
            title: () => `${v.title} मेरी चुनी हुई परियोजनाओं में से एक है।`,
            tech: () => `यह परियोजना ${v.tech} से विकसित की गई है।`,
          }),
        (v) =>
          byProject(v, {
            both: () => `${v.title} के विकास में मैंने ${v.tech} का उपयोग किया।`,
            title: () => `${v.title} मेरे पोर्टफ़ोलियो की एक परियोजना है।`,
            tech: () => `इस परियोजना के विकास में मैंने ${v.tech} का उपयोग किया।`,
          }),
      ],
      live: ["इसका ऑनलाइन संस्करण उपलब्ध है।"],
      code: ["इसका सोर्स कोड सार्वजनिक है।"],
      liveAndCode: ["ऑनलाइन संस्करण और सोर्स कोड दोनों उपलब्ध हैं।"],
    },
    experience: {
      main: [
        (v) =>
          byRole(v, {
            both: () =>
              `${v.company} में मेरा ${v.current ? "वर्तमान पद" : "पद"} ${v.title} ${v.current ? "है" : "था"}${paren(v.period)}।`,
            company: () => `${v.company} ${v.current ? "मेरा वर्तमान कार्यस्थल है" : "मेरा कार्यस्थल था"}${paren(v.period)}।`,
            title: () =>
              `मेरा ${v.current ? "वर्तमान पद" : "पद"} ${v.title} ${v.current ? "है" : "था"}${paren(v.period)}।`,
          }),
        (v) =>
          byRole(v, {
            both: () => `${v.current ? "वर्तमान भूमिका" : "भूमिका"}: ${v.company} में ${v.title}${paren(v.period)}।`,
            company: () => `${v.current ? "वर्तमान संस्था" : "संस्था"}: ${v.company}${paren(v.period)}।`,
            title: () => `${v.current ? "वर्तमान भूमिका" : "भूमिका"}: ${v.title}${paren(v.period)}।`,
          }),
      ],
      skills: [
        ({ list, many }) => `इस तरह के काम के लिए मेरे कौशल में ${list} शामिल ${हैं(many)}।`,
        ({ list }) => `इस पद से जुड़े कौशल: ${list}।`,
      ],
    },
  },

  friendly: {
    bio: {
      lead: [
        (v) =>
          byWho(v, {
            both: () => `नमस्ते, मैं ${v.firstName} हूँ, ${v.location ? `${v.location} से ` : ""}${v.title}!`,
            name: () => `नमस्ते, मैं ${v.firstName} हूँ${v.location ? `, ${v.location} से` : ""}!`,
            title: () => `नमस्ते, मैं ${v.location ? `${v.location} से ` : ""}${v.title} हूँ!`,
          }),
        (v) =>
          byWho(v, {
            both: () => `हैलो, मैं ${v.firstName} — काम से ${v.title}।`,
            name: () => `हैलो, मैं ${v.firstName} हूँ।`,
            title: () => `हैलो, काम से मैं ${v.title} हूँ।`,
          }),
      ],
      focus: [
        (v) =>
          byFocus(v, {
            both: () => `${v.list} के साथ काम करना मुझे बहुत पसंद है, और मेरा घर ${v.location} में है।`,
            skills: () => `${v.list} के साथ काम करना मुझे बहुत पसंद है।`,
            location: () => `मेरा घर ${v.location} में है।`,
          }),
        (v) =>
          byFocus(v, {
            both: () => `मुझे सबसे ज़्यादा मज़ा ${v.list} में आता है, और आप मुझे ${v.location} में पाएँगे।`,
            skills: () => `मुझे सबसे ज़्यादा मज़ा ${v.list} में आता है।`,
            location: () => `आप मुझे ${v.location} में पाएँगे।`,
          }),
      ],
    },
    about: {
      intro: [
        (v) =>
          byWho(v, {
            both: () => `स्वागत है! मेरा नाम ${v.name} है, और मैं ${v.title} हूँ।`,
            name: () => `स्वागत है! मेरा नाम ${v.name} है।`,
            title: () => `स्वागत है! मैं ${v.title} हूँ।`,
          }),
        (v) =>
          byWho(v, {
            both: () => `आने के लिए शुक्रिया! मैं ${v.name} हूँ, और मेरा काम ${v.title} का है।`,
            name: () => `आने के लिए शुक्रिया! मैं ${v.name} हूँ।`,
            title: () => `आने के लिए शुक्रिया! मेरा काम ${v.title} का है।`,
          }),
      ],
      career: [
        (c) =>
          byCareer(c, {
            years: (n) => `इस काम में मेरे ${वर्ष(n)} हो चुके हैं।`,
            since: (y) => `यह काम मेरी ज़िंदगी का हिस्सा ${y} से है।`,
          }),
        (c) =>
          byCareer(c, {
            years: (n) => `अब तक का मेरा कामकाजी सफ़र ${वर्ष(n)} का है।`,
            since: (y) => `मेरे करियर का सफ़र ${y} में शुरू हुआ।`,
          }),
      ],
      employers: [
        ({ list }) => `इस सफ़र में मुझे ${list} की टीमों के साथ काम करने का मौक़ा मिला।`,
        ({ list }) => `कुछ समय मैंने ${list} में काम किया है।`,
      ],
      skills: [({ list }) => `रोज़ के काम में मेरे साथी हैं ${list}।`, ({ list }) => `मेरे पसंदीदा औज़ार: ${list}।`],
      projects: [
        ({ list }) => `${list} पर एक नज़र डालें और देखें कि मैंने क्या बनाया है।`,
        ({ list }) => `मेरी बनाई कुछ चीज़ें: ${list}।`,
      ],
      services: [({ list }) => `${list} में आपकी मदद के लिए मैं हाज़िर हूँ।`, ({ list }) => `${list} चाहिए? मुझसे बात करें।`],
      location: [({ location }) => `मेरा घर और काम दोनों ${location} में हैं।`, ({ location }) => `${location} मेरा घर है।`],
      closing: ["कभी भी नमस्ते कहें, आपसे बात करके ख़ुशी होगी!", "मुझे एक संदेश भेजें, बातचीत का हमेशा स्वागत है।"],
    },
    project: {
      main: [
        (v) =>
          byProject(v, {
            both: () => `${v.title} मैंने ${v.tech} से बनाया है।`,
            title: () => `यह है ${v.title}, मेरी बनाई चीज़ों में से एक।`,
            tech: () => `यह परियोजना मैंने ${v.tech} से बनाई है।`,
          }),
        (v) =>
          byProject(v, {
            both: () => `मिलिए ${v.title} से! इसकी नींव ${v.tech} पर है।`,
            title: () => `मिलिए ${v.title} से, मेरी एक परियोजना!`,
            tech: () => `अंदर से यह परियोजना ${v.tech} पर चलती है।`,
          }),
      ],
      live: ["आप इसे लाइव आज़मा सकते हैं!", "इसका ऑनलाइन संस्करण ज़रूर आज़माएँ।"],
      code: ["इसका कोड भी देखने के लिए खुला है।", "इसके काम करने का तरीक़ा जानना है? सोर्स कोड का लिंक दिया गया है।"],
      liveAndCode: ["इसे लाइव आज़माएँ या कोड में झाँकें!", "आज़माने के लिए लाइव संस्करण है और देखने के लिए कोड भी।"],
    },
    experience: {
      main: [
        (v) =>
          byRole(v, {
            both: () =>
              v.current
                ? `आजकल मैं ${v.company} में ${v.title} हूँ${paren(v.period)}।`
                : `कुछ समय ${v.company} में ${v.title} के रूप में मेरा काम रहा${paren(v.period)}।`,
            company: () =>
              v.current
                ? `आजकल मेरा काम ${v.company} में है${paren(v.period)}।`
                : `कुछ समय मेरा काम ${v.company} में रहा${paren(v.period)}।`,
            title: () =>
              v.current
                ? `आजकल मैं ${v.title} हूँ${paren(v.period)}।`
                : `कुछ समय ${v.title} के रूप में मेरा काम रहा${paren(v.period)}।`,
          }),
        (v) =>
          byRole(v, {
            both: () =>
              `${v.company} में मुझे ${v.title} के रूप में काम करने का मौक़ा ${v.current ? "मिला हुआ है" : "मिला"}${paren(v.period)}।`,
            company: () => `मुझे ${v.company} में काम करने का मौक़ा ${v.current ? "मिला हुआ है" : "मिला"}${paren(v.period)}।`,
            title: () => `मुझे ${v.title} के रूप में काम करने का मौक़ा ${v.current ? "मिला हुआ है" : "मिला"}${paren(v.period)}।`,
          }),
      ],
      skills: [({ list }) => `ऐसे काम के लिए मेरे पसंदीदा कौशल: ${list}।`, ({ list }) => `ऐसे काम में ${list} मेरे साथ रहते हैं।`],
    },
  },

  confident: {
    bio: {
      lead: [
        (v) =>
          byWho(v, {
            both: () => `मैं ${v.name} हूँ, ${v.title}, और आप मुझ पर भरोसा कर सकते हैं।`,
            name: () => `मैं ${v.name} हूँ, और आप मुझ पर भरोसा कर सकते हैं।`,
            title: () => `${v.title} के रूप में, आप मुझ पर भरोसा कर सकते हैं।`,
          }),
        (v) =>
          byWho(v, {
            both: () => `${v.name}, ${v.title}: जब आप तैयार हों, मैं तैयार हूँ।`,
            name: () => `${v.name}: जब आप तैयार हों, मैं तैयार हूँ।`,
            title: () => `${v.title}: जब आप तैयार हों, मैं तैयार हूँ।`,
          }),
      ],
      focus: [
        (v) =>
          byFocus(v, {
            both: () => `${v.list}: यहीं मेरा सबसे अच्छा काम होता है, ${v.location} से।`,
            skills: () => `${v.list}: यहीं मेरा सबसे अच्छा काम होता है।`,
            location: () => `${v.location} से, अगली चुनौती के लिए तैयार।`,
          }),
        (v) =>
          byFocus(v, {
            both: () => `${v.list} से विचारों को नतीजों में बदलना मेरा काम है, ${v.location} से।`,
            skills: () => `${v.list} से विचारों को नतीजों में बदलना मेरा काम है।`,
            location: () => `मेरा आधार ${v.location} है, और मेरा पैमाना नतीजे।`,
          }),
      ],
    },
    about: {
      intro: [
        (v) =>
          byWho(v, {
            both: () => `मैं ${v.name}: ${v.title} के रूप में, काम पूरा करना मेरी पहचान है।`,
            name: () => `मैं ${v.name}, और काम पूरा करना मेरी पहचान है।`,
            title: () => `${v.title} के रूप में, काम पूरा करना मेरी पहचान है।`,
          }),
        (v) =>
          byWho(v, {
            both: () => `मेरा नाम ${v.name} है, और ${v.title} का काम मेरी सबसे बड़ी ताक़त है।`,
            name: () => `मेरा नाम ${v.name} है, और मेरा वादा पक्का है।`,
            title: () => `${v.title} का काम मेरी सबसे बड़ी ताक़त है।`,
          }),
      ],
      career: [
        (c) =>
          byCareer(c, {
            years: (n) => `मेरे पास ${वर्ष(n)} का ठोस व्यावहारिक अनुभव है।`,
            since: (y) => `${y} से मेरा काम पेशेवर नतीजे दे रहा है।`,
          }),
        (c) =>
          byCareer(c, {
            years: (n) => `मेरे हर काम के पीछे ${वर्ष(n)} की पेशेवर मेहनत है।`,
            since: (y) => `${y} से यह काम मेरे लिए पेशेवर स्तर का है।`,
          }),
      ],
      employers: [({ list }) => `${list} की टीमों ने अपना काम मुझे सौंपा है।`, ({ list }) => `मेरे रिकॉर्ड में ${list} शामिल हैं।`],
      skills: [({ list }) => `${list} का पूरा फ़ायदा उठाना मेरी ख़ूबी है।`, ({ list }) => `${list} पर मेरी पकड़ मज़बूत है।`],
      projects: [({ list }) => `${list} के नतीजे ख़ुद बोलते हैं।`, ({ list }) => `${list} मेरी क्षमता के प्रमाण हैं।`],
      services: [
        ({ list }) => `${list} चाहिए? काम मुझ पर छोड़ दें।`,
        ({ list }) => `${list} का काम शुरू से आख़िर तक मेरी ज़िम्मेदारी है।`,
      ],
      location: [({ location }) => `मेरा कार्य-आधार ${location} है।`, ({ location }) => `मेरा आधार ${location} में है।`],
      closing: ["आइए बात करें कि आपके लिए मुझसे क्या-क्या संभव है।", "आप तैयार हों तो आपकी अगली परियोजना शुरू करें।"],
    },
    project: {
      main: [
        (v) =>
          byProject(v, {
            both: () => `${v.title} इस बात का प्रमाण है कि ${v.tech} से क्या-क्या संभव है।`,
            title: () => `${v.title} मेरी क्षमता का प्रमाण है।`,
            tech: () => `यह परियोजना इस बात का प्रमाण है कि ${v.tech} से क्या-क्या संभव है।`,
          }),
        (v) =>
          byProject(v, {
            both: () => `${v.title} में मैंने ${v.tech} का पूरा इस्तेमाल किया।`,
            title: () => `${v.title} पर मुझे पूरा भरोसा है।`,
            tech: () => `यहाँ मैंने ${v.tech} का पूरा इस्तेमाल किया।`,
          }),
      ],
      live: ["इसे लाइव चलते हुए देखें।"],
      code: ["कोड समीक्षा के लिए खुला है।"],
      liveAndCode: ["इसका लाइव संस्करण चल रहा है, और कोड समीक्षा के लिए खुला है।"],
    },
    experience: {
      main: [
        (v) =>
          byRole(v, {
            both: () =>
              `${v.company} में ${v.title} के रूप में नतीजे देना मेरी ज़िम्मेदारी ${v.current ? "है" : "थी"}${paren(v.period)}।`,
            company: () => `${v.company} में नतीजे देना मेरी ज़िम्मेदारी ${v.current ? "है" : "थी"}${paren(v.period)}।`,
            title: () => `${v.title} के रूप में नतीजे देना मेरी ज़िम्मेदारी ${v.current ? "है" : "थी"}${paren(v.period)}।`,
          }),
        (v) =>
          byRole(v, {
            both: () => `${v.company} में ${v.title}${paren(v.period)}: पूरी ज़िम्मेदारी वाली भूमिका।`,
            company: () => `${v.company}${paren(v.period)}: एक टीम, जिसे आगे ले जाना मेरा काम ${v.current ? "है" : "था"}।`,
            title: () => `${v.title}${paren(v.period)}: पूरी ज़िम्मेदारी वाली भूमिका।`,
          }),
      ],
      skills: [({ list }) => `ऐसी हर भूमिका में मेरी ताक़त हैं ${list}।`, ({ list }) => `मेरी ख़ूबियाँ: ${list}।`],
    },
  },

  concise: {
    bio: {
      lead: [
        (v) =>
          byWho(v, {
            both: () => `${v.name}, ${v.title}${v.location ? `, ${v.location}` : ""}।`,
            name: () => `${v.name}${v.location ? `, ${v.location}` : ""}।`,
            title: () => `${v.title}${v.location ? `, ${v.location}` : ""}।`,
          }),
        (v) =>
          byWho(v, {
            both: () => `${v.location ? `${v.location} से ` : ""}${v.title}: ${v.name}।`,
            name: () => `${v.name}${v.location ? `, ${v.location} से` : ""}।`,
            title: () => `${v.location ? `${v.location} से ` : ""}${v.title}।`,
          }),
      ],
      focus: [
        (v) =>
          byFocus(v, {
            both: () => `${v.list}। ${v.location}।`,
            skills: () => `${v.list}।`,
            location: () => `${v.location}।`,
          }),
      ],
    },
    about: {
      intro: [
        (v) =>
          byWho(v, {
            both: () => `मैं ${v.name} हूँ, पेशे से ${v.title}${v.location ? `, कार्यस्थल ${v.location}` : ""}।`,
            name: () => `मैं ${v.name} हूँ${v.location ? `, कार्यस्थल ${v.location}` : ""}।`,
            title: () => `पेशे से ${v.title}${v.location ? `, कार्यस्थल ${v.location}` : ""}।`,
          }),
        (v) =>
          byWho(v, {
            both: () => `नाम ${v.name}; पेशा ${v.title}${v.location ? `; आधार ${v.location}` : ""}।`,
            name: () => `नाम ${v.name}${v.location ? `; आधार ${v.location}` : ""}।`,
            title: () => `पेशा ${v.title}${v.location ? `; आधार ${v.location}` : ""}।`,
          }),
      ],
      career: [(c) => byCareer(c, { years: (n) => `${वर्ष(n)} का अनुभव।`, since: (y) => `${y} से कार्यरत।` })],
      employers: [({ list }) => `अनुभव: ${list}।`, ({ list }) => `संस्थाएँ: ${list}।`],
      skills: [({ list }) => `कौशल: ${list}।`, ({ list }) => `औज़ार: ${list}।`],
      projects: [({ list }) => `परियोजनाएँ: ${list}।`],
      services: [({ list }) => `सेवाएँ: ${list}।`],
      location: [({ location }) => `स्थान: ${location}।`],
      closing: ["संपर्क करें।"],
    },
    project: {
      main: [
        (v) =>
          byProject(v, {
            both: () => `${v.title}: ${v.tech}।`,
            title: () => `${v.title}।`,
            tech: () => `${v.tech} से निर्मित।`,
          }),
        (v) =>
          byProject(v, {
            both: () => `${v.title}, ${v.tech} से निर्मित।`,
            title: () => `परियोजना: ${v.title}।`,
            tech: () => `तकनीक: ${v.tech}।`,
          }),
      ],
      live: ["लाइव डेमो उपलब्ध।"],
      code: ["सोर्स कोड का लिंक उपलब्ध।"],
      liveAndCode: ["लाइव डेमो और सोर्स कोड का लिंक उपलब्ध।"],
    },
    experience: {
      main: [
        (v) =>
          byRole(v, {
            both: () => `${v.title}, ${v.company}${paren(v.period)}।`,
            company: () => `${v.company}${paren(v.period)}।`,
            title: () => `${v.title}${paren(v.period)}।`,
          }),
        (v) =>
          byRole(v, {
            both: () => `${v.company} में ${v.title}${v.period ? `, ${v.period}` : ""}।`,
            company: () => `संस्था: ${v.company}${v.period ? `, ${v.period}` : ""}।`,
            title: () => `पद: ${v.title}${v.period ? `, ${v.period}` : ""}।`,
          }),
      ],
      skills: [({ list }) => `कौशल: ${list}।`],
    },
  },
};
