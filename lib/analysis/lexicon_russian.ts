/**
 * Russian and Ukrainian judging words, as Russian- and Ukrainian-speaking
 * customers mix them into English reviews, mostly in Latin letters
 * ("Price for jetting - dorogo", "zolotye ruki", "Oksana pryishla vchasno",
 * "Classic razvod", "so ladno") and sometimes in Cyrillic ("очень
 * вежливый", "всё чисто убрал"): English cues cannot see them, so such a
 * review lost its aspects. They are cues like the English ones
 * (`lexicon.ts` describes the entries): the rules read them as they read
 * English, and the trained model weighs them by the cue-kind features it
 * learned from English.
 *
 * Each Latin entry is written once, in the common transliteration ("kh",
 * "zh", "shch", "ya", "yu", "yo" for "ё", "-yi" and "-oi" for the
 * adjective endings, "'" for the soft sign); `russianSpellings` gives the
 * forms reviewers type ("haltura", "vovremia", "vse", "chestnyy",
 * "zolotoy", "molodec", "normalno"); a final soft sign comes apart from
 * its word ("ochen ' dorogo"), so entries leave it off. Cyrillic "ё" comes
 * as "е" too. Ukrainian forms stand beside the Russian ones ("vchasno",
 * "doroho", "vvichlyvyi", "chesnyi", "zoloti ruky", "poyasnyv").
 *
 * Words that are also English or another language's stay in phrases or
 * out: "net" and "i" are English, "ne" is French and the Hindi "ne" of
 * "Kayla ne kiya", "ale" (Ukrainian "but") is English and Kreyòl, "vse"
 * Czech and Slovene, "bardak" Turkish "glass" (only "left bardak",
 * "bardak everywhere"), "kham" without "kh" is "ham" (only "real kham"),
 * "chestno" alone the filler "honestly" ("chestno govorya"), "ubral" alone
 * "removed" (only "ubral za soboi"), "dorogaya" "dear" ("my dorogaya
 * wife"), "spets" without "ts" "spec". So no Latin word negates what
 * follows but "nikto" and "nikogda" and their Ukrainian forms, and the
 * Latin phrases with "ne" are written out with their polarity fixed ("ne
 * dorogo", "ne perezvonili", "ruki ne iz togo mesta"); in Cyrillic "не",
 * "нет" and "без" negate, and "но" opens a contrast. "No" is "but" before
 * a Russian word ("dorogo, no stoit svoikh deneg", "no vsyo ravno"), and
 * English "no" anywhere else: `opensRussianContrast` tells them apart by
 * the word after it.
 *
 * Stock praise ("molodets", "klass", "vsyo super", "khorosho") names no
 * aspect (tests/eval/README.md); thanks ("spasibo", "dyakuyu") are left
 * out, as "arigatō" is ("spasibo for fixing it" judges no work). Warm
 * words about a person ("zolotoi chelovek", "dobraya dusha") are
 * professionalism, "zolotye ruki" and "ruki ne iz togo mesta" expertise,
 * "khaltura" quality, "razvod" and "obman" honesty; "normalno" and "tak
 * sebe" are lukewarm like "ok" ("price normalno": price neutral).
 *
 * @module
 */
import type { AspectId } from "../schemas/mod.ts";
import {
  byAspect,
  compact,
  opensGuardedContrast,
  phraseWords,
} from "./lexicon_spellings.ts";
import type { GuardedContrast, LanguageTables } from "./lexicon_spellings.ts";

/** Transliteration variants and the ways reviewers type them. */
const VARIANTS: ReadonlyArray<[RegExp, readonly string[]]> = [
  [/kh/g, ["kh", "h"]],
  [/shch/g, ["shch", "sch", "sh"]],
  [/zh/g, ["zh", "j"]],
  [/ya/g, ["ya", "ia"]],
  [/yu/g, ["yu", "iu"]],
  [/yo/g, ["yo", "io", "e"]],
  [/yi\b/g, ["yi", "yy", "iy", "yj", "ij", "ii", "y"]],
  [/ii\b/g, ["ii", "iy", "ij"]],
  [/oi\b/g, ["oi", "oy", "oj"]],
  [/ts\b/g, ["ts", "c", "tz"]],
  [/'/g, ["'", "", "’"]],
  [/ё/g, ["ё", "е"]],
];

/** Every spelling of one word ("vezhlivyi": "vezhlivyy", "vejliviy", ...). */
function wordSpellings(word: string): string[] {
  let forms = [word];
  for (const [variant, spellings] of VARIANTS) {
    if (!forms.some((form) => form.search(variant) >= 0)) continue;
    const spelt = forms.flatMap((form) =>
      spellings.map((spelling) => form.replace(variant, spelling))
    );
    forms = [...new Set(spelt)];
  }
  return forms;
}

/** Every spelling of a phrase, its words spelt each way ("ne opozdal"). */
function phraseSpellings(phrase: string): string[] {
  return phrase.split(" ").reduce<string[]>(
    (heads, word) =>
      heads.flatMap((head) =>
        wordSpellings(word).map((form) =>
          head === "" ? form : `${head} ${form}`
        )
      ),
    [""],
  );
}

/** A list of alternatives with every spelling of each, each once. */
function alternativeSpellings(alternatives: string): string {
  return [...new Set(alternatives.split("|").flatMap(phraseSpellings))]
    .join("|");
}

/**
 * The spellings of Russian and Ukrainian entries or phrases: each word of
 * the transliteration typed every way ("khaltura", "haltura"; "vezhlivyi",
 * "vezhlivyy", "vejliviy"), and Cyrillic "ё" also as "е". The spellings of
 * a word join its alternatives ("{khaltura|haltura|...}"), so an entry
 * stays one entry; its flags do not change.
 *
 * @param specs Entries written in the common transliteration or Cyrillic.
 * @returns Every entry spelt every way, each once.
 */
export function russianSpellings(specs: readonly string[]): string[] {
  const forms = new Set<string>();
  for (const spec of specs) {
    const [pattern, flags] = spec.split(" ~ ");
    const spelt = pattern.replace(
      /\{([^{}]*)\}|[^\s{}]+/g,
      (part, group: string | undefined) =>
        group === undefined
          ? alternativeSpellings(part)
          : `{${alternativeSpellings(group)}}`,
    );
    forms.add(flags === undefined ? spelt : `${spelt} ~ ${flags}`);
  }
  return [...forms];
}

/** Phrases of words, in every spelling ("nichego strashnogo"). */
function phrases(list: readonly string[]): string[][] {
  return phraseWords(list.flatMap(phraseSpellings));
}

/** Single words, in every spelling ("voobshche", "voobsche", "voobshe"). */
function words(list: readonly string[]): string[] {
  return [...new Set(list.flatMap(wordSpellings))];
}

/** Verbs of arriving ("prishel", "priekhali", "pryishla", "пришёл"). */
const CAME =
  "{prishel|prishol|prishla|prishli|priekhal|priekhala|priekhali|pryishov|pryishla|pryishly|pryikhav|pryikhala|pryikhaly|пришёл|пришла|пришли|приехал|приехала|приехали|прийшов|прийшла|прийшли|приїхав|приїхала|приїхали}";

/** Russian and Ukrainian cues, per aspect, in the common spelling. */
const CUES: Readonly<Record<AspectId, readonly string[]>> = {
  punctuality: [
    "vovremya|vchasno|вовремя|вчасно ~ +1",
    "{tochno vovremya|minuta v minutu|khvylyna v khvylynu|точно вовремя|минута в минуту|хвилина в хвилину} ~ +1",
    `${CAME} {rano|ranshe|zaranee|ranishe|рано|раньше|заранее|раніше} ~ +1`,
    "{ne opozdal|ne opozdala|ne opozdali|ne spiznyvsya|ne zapiznyvsya|ne spiznylysya|ne zapiznylysya|nikogda ne opazdyvaet|nikogda ne opazdyvayut} ~ +1 F",
    "opozdal|opozdala|opozdali|opozdanie|opozdaniem|opozdaniya|opazdyvaet|opazdyvayut|zapiznyvsya|zapiznylasya|zapiznylysya|spiznyvsya|spiznylasya|spiznylysya|zapiznennya|опоздал|опоздала|опоздали|опоздание|опозданием|опаздывает|опаздывают|запізнився|запізнилася|запізнилися|спізнився|спізнилася|спізнилися|запізнення ~ -1",
    "{zhdali|zhdal|zhdala|chekaly|chekav|chekala|ждали|ждал|ждала|чекали|чекав} {chas|dva chasa|tri chasa|polchasa|ves den|pivdnya|hodynu|dvi hodyny|час|два часа|три часа|полчаса|весь день|годину|дві години} ~ -1",
    "{ne prishel|ne prishol|ne prishla|ne prishli|ne priekhal|ne priekhala|ne priekhali|ne yavilsya|ne yavilis|ne pryishov|ne pryishla|ne pryishly|ne pryikhav|ne pryikhaly|не пришёл|не пришла|не пришли|не приехал|не приехала|не приехали|не явился|не явились|не прийшов|не прийшла|не прийшли|не приїхав|не приїхали} ~ -2 F",
  ],
  scheduling: [
    "{v tot zhe den|tem zhe dnem|v etot zhe den|togo zh dnya|togo zhe dnya|в тот же день|тем же днём|того ж дня|того же дня} ~ +1",
    `${CAME} {srazu|nazavtra|na sleduyushchii den|na drugoi den|nastupnoho dnya|cherez chas|za chas|odrazu|сразу|назавтра|на следующий день|на другой день|наступного дня|через час|одразу} ~ +1`,
    "{dazhe v voskresenye|dazhe noch'yu|dazhe v prazdnik|dazhe na novyi god|dazhe v vykhodnye|navit u nedilyu|navit vnochi|navit u vykhidni|даже в воскресенье|даже ночью|даже в праздник|даже на новый год|даже в выходные|навіть у неділю|навіть вночі} ~ +1",
    "otmenili|otmenil|otmenila|skasuvaly|skasuvav|отменили|отменил|отменила|скасували|скасував ~ -2",
    "{perenesli|perenosili|perenes|perenesla|perenesly|perenosyly|перенесли|переносили|перенёс} {vizit|zapis|datu|den|vstrechu|priyom|appointment|визит|запись|дату|встречу|приём|візит|запис} ~ -1",
    "{zhdali|chekaly|ждали|чекали} {nedelyu|dve nedeli|tri nedeli|mesyats|tyzhden|dva tyzhni|misyats|неделю|две недели|месяц|тиждень|два тижні|місяць} ~ -1",
    "{ne dozvonitsya|ne dozvonit'sya|ne dozvonishsya|nikto ne beryot trubku|nikto ne otvechaet|nikhto ne bere trubku|nikhto ne vidpovidaie|не дозвониться|не дозвонишься|никто не берёт трубку|никто не отвечает|ніхто не бере трубку|ніхто не відповідає} ~ -2 F",
    "{srazu vzyali trubku|vsegda berut trubku|odrazu vzyaly trubku|сразу взяли трубку|всегда берут трубку} ~ +1",
    "{v srok|ranshe sroka|v strok|в срок|раньше срока|вчасно закінчили} ~ +1",
    "{zatyanuli|zatyanulos|zatyagivali|zatyahnuly|sorvali sroki|zirvaly terminy|затянули|затянулось|затягивали|сорвали сроки|зірвали терміни} ~ -1",
  ],
  price: [
    "dorogo|doroho|dorogovato|dorohuvato|дорого|дороговато|дорогувато ~ -1",
    "{slishkom dorogo|zadorogo|zadoroho|bezbozhno dorogo|kosmicheskie tseny|tseny kosmos|zalomili tsenu|zalomyly tsinu|слишком дорого|задорого|безбожно дорого|космические цены|цены космос|заломили цену} ~ -2",
    "nedorogo|nedoroho|deshevo|deshevle|deshevshe|недорого|дёшево|дешевле|дешевше ~ +1",
    "{ne dorogo|ne doroho|ne ochen dorogo|ne duzhe doroho|ne tak dorogo} ~ +1 F",
    "{ni dorogo ni deshevo|ni deshevo ni dorogo|ne dorogo i ne deshevo|ne deshevo i ne dorogo|ни дорого ни дёшево|ни дёшево ни дорого|не дорого и не дёшево|не дёшево и не дорого} ~ 0 S R",
    "{not cheap|ne deshevo} {,|} {not dorogo|ne dorogo} ~ 0 S R",
    "{normal'naya tsena|tsena normal'naya|normal'nye tseny|tseny normal'nye|normal'na tsina|tsina normal'na|srednyaya tsena|rynochnaya tsena|нормальная цена|цена нормальная|нормальные цены|нормальна ціна|ціна нормальна|средняя цена|рыночная цена} ~ 0 S R",
    "{stoit svoikh deneg|stoit tekh deneg|stoilo tekh deneg|stoilo togo|ono togo stoit|ono togo stoilo|vartuie svoikh groshei|varte svoikh hroshei|vono toho varte|стоит своих денег|стоит тех денег|стоило того|оно того стоит|варте своїх грошей|воно того варте} ~ +1 N-1",
    "{obodrali|sodrali|obobrali|obderly|obdiraly|grabyozh|grabezh sredi bela dnya|ободрали|содрали|обобрали|обдерли|грабёж} ~ -2",
    "{za kopeiki|vzyali kopeiki|za kopiiky|за копейки|за копійки} ~ +1",
    "skidka|skidku|skidochku|znyzhka|znyzhku|скидка|скидку|скидочку|знижка|знижку ~ +1",
    "{besplatno|bezkoshtovno|ne vzyali deneg|ne vzyal deneg|ni kopeiki ne vzyali|nichego ne vzyali|nichego ne vzyal|бесплатно|безкоштовно|не взяли денег|не взял денег|ни копейки не взяли|ничего не взяли} ~ +1 F",
    "{dengi na veter|deneg na veter|vybroshennye dengi|hroshi na viter|деньги на ветер|выброшенные деньги|гроші на вітер} ~ -2",
    "tsena|tseny|tsenu|tsina|tsinu|tsiny|stoimost|vartist|цена|цены|цену|ціна|ціну|ціни|стоимость|вартість ~ 0 W N-1",
  ],
  quality: [
    "rabota|rabotu|raboty|robota|robotu|работа|работу|работы|робота|роботу ~ 0 W",
    "{kachestvenno|kachestvennaya rabota|na sovest|otlichnaya rabota|khoroshaya rabota|klassnaya rabota|super rabota|yakisno|yakisna robota|vidminna robota|dobra robota|na sovist|качественно|качественная работа|на совесть|отличная работа|хорошая работа|якісно|якісна робота|відмінна робота|на совість} ~ +2",
    "akkuratno|akuratno|аккуратно|акуратно ~ +1",
    "{rabotaet kak chasy|rabotaet otlichno|rabotaet idealno|pratsyuie yak hodynnyk|pratsyuie vidminno|kak novyi|kak novaya|kak novoe|yak novyi|yak nova|работает как часы|работает отлично|как новый|как новая|как новое|працює як годинник|як новий|як нова} ~ +1",
    "{khaltura|khalturshchik|khalturshchiki|khalturno|khalturu|na otvali|na otvyazhis|aby kak|aby yak|халтура|халтурщик|халтурщики|халтурно|халтуру|на отвали|абы как|аби як} ~ -2",
    "krivo|криво ~ -1",
    "nakosyachili|nakosyachil|накосячили|накосячил ~ -2",
    "{opyat techet|snova techet|vsyo ravno techet|do sikh por techet|opyat zabilos|snova zabilos|opyat zasorilos|opyat ne rabotaet|snova ne rabotaet|znovu teche|znovu ne pratsyuie|опять течёт|снова течёт|всё равно течёт|опять засорилось|снова засорилось|опять не работает|снова не работает|знову тече|знову не працює} ~ -2 F",
    "{bol'she ne techet|bol'she nikakikh problem|bol'she ne zabivaetsya|bilshe ne teche|больше не течёт|больше никаких проблем|більше не тече} ~ +2 F",
    "isportili|isportil|potsarapali|pocarapali|zipsuvaly|podryapaly|испортили|испортил|поцарапали|зіпсували|подряпали ~ -2",
  ],
  professionalism: [
    "vezhlivyi|vezhlivaya|vezhlivye|vezhlivo|vvichlyvyi|vvichlyva|vvichlyvi|vvichlyvo|вежливый|вежливая|вежливые|вежливо|ввічливий|ввічлива|ввічливі|ввічливо ~ +1",
    "privetlivyi|privetlivaya|druzhelyubnyi|druzhelyubnaya|terpelivyi|terpelivaya|terplyachyi|terplyacha|vnimatel'nyi|vnimatel'naya|kul'turnyi|uvazhitel'nyi|uvazhitel'no|uvazhenie|povaga|приветливый|приветливая|дружелюбный|дружелюбная|терпеливый|терпеливая|терплячий|терпляча|внимательный|внимательная|культурный|уважительно|уважение|повага ~ +1",
    "{zolotoi chelovek|zolotoi muzhik|zolotoi paren|zolotaya zhenshchina|zolotaya devushka|zolota lyudyna|dobraya dusha|dobra dusha|dobra lyudyna|s dushoi|золотой человек|золотой мужик|золотая женщина|золотая девушка|добрая душа|золота людина|добра душа|добра людина} ~ +1",
    "{dobryi chelovek|dobryi muzhik|dobryi paren|khoroshii chelovek|khoroshii muzhik|prekrasnyi chelovek|добрый человек|добрый мужик|хороший человек|прекрасный человек} ~ +1",
    "professional'no|profesiino|профессионально|професійно ~ +1",
    "grubyi|grubaya|grubye|grubo|grubiyan|grubiyanka|grubost|hrubyi|nevezhlivyi|nevezhlivo|khamstvo|khamlo|khamka|nakhamil|nakhamila|nakhamili|khamskii|грубый|грубая|грубые|грубо|грубиян|грубость|грубий|невежливый|невежливо|хамство|хамло|хамка|нахамил|нахамила|хамский|хам ~ -2",
    "{toropilsya|toropilas|toropilis|speshil|speshili|na begu|pospishav|pospishaly|торопился|торопилась|торопились|спешил|спешили|поспішав} ~ -1",
    "{bez uvazheniya|neuvazhenie|bez povagy|без уважения|неуважение|без поваги} ~ -2 F",
  ],
  communication: [
    "ob'yasnil|ob'yasnila|ob'yasnili|ob'yasnyaet|ob'yasnyal|poyasnyv|poyasnyla|poyasnyly|объяснил|объяснила|объяснили|объясняет|объяснял|пояснив|пояснила|пояснили ~ +1",
    "{ne ob'yasnil|ne ob'yasnili|nichego ne ob'yasnil|nichego ne ob'yasnili|ne poyasnyv|nichoho ne poyasnyv|nichoho ne poyasnyly|bez ob'yasnenii|bez poyasnen|ничего не объяснил|ничего не объяснили|без объяснений|нічого не пояснив|без пояснень} ~ -2 F",
    "predupredil|predupredila|predupredili|poperedyv|poperedyla|poperedyly|предупредил|предупредила|предупредили|попередив|попередила|попередили ~ +1",
    "{pozvonil zaranee|pozvonili zaranee|napisal zaranee|zatelefonuvav zazdalehid|позвонил заранее|позвонили заранее|написал заранее} ~ +1",
    "{ne predupredil|ne predupredili|nikto ne predupredil|bez preduprezhdeniya|ne poperedyly|nikhto ne poperedyv|bez poperedzhennya|никто не предупредил|без предупреждения|ніхто не попередив|без попередження} ~ -2 F",
    "perezvonil|perezvonili|perezvonila|peredzvonyv|peredzvonyly|перезвонил|перезвонили|перезвонила|передзвонив|передзвонили ~ +1",
    "{ne perezvonil|ne perezvonili|ne perezvonila|nikto ne perezvonil|tak i ne perezvonili|ne peredzvonyly|nikhto ne peredzvonyv|никто не перезвонил|так и не перезвонили|ніхто не передзвонив} ~ -2 F",
    "{vsegda na svyazi|byl na svyazi|byli na svyazi|всегда на связи|был на связи|были на связи} ~ +1",
  ],
  cleanliness: [
    "chisto|chistota|chisten'ko|chysto|chystota|чисто|чистота|чистенько ~ +1",
    "{ubral za soboi|ubrala za soboi|ubrali za soboi|ubral posle sebya|ubrali posle sebya|ubral vsyo|ubrali vsyo|ubrali musor|ubral musor|pribral|pribrala|pribrali|prybrav|prybrala|prybraly|prybraly za soboyu|убрал за собой|убрала за собой|убрали за собой|убрали после себя|убрал всё|убрали всё|убрали мусор|прибрал|прибрала|прибрали|прибрав|прибрали за собою} ~ +1",
    "bakhily|bakhilakh|bakhili|бахилы|бахилах|бахіли ~ +1",
    "{bez bakhil|без бахил} ~ -1 F",
    "{razulsya|razulis|razulas|snyal obuv|snyali obuv|snyal botinki|snyali botinki|rozzuvsya|rozzulysya|znyav vzuttya|znyaly vzuttya|разулся|разулись|разулась|снял обувь|сняли обувь|роззувся|зняв взуття} ~ +1",
    "gryaz|gryazi|gryazno|nagryazil|nagryazili|natoptali|nasledili|nasledil|nasorili|namusorili|brudno|nasmityly|naslidyly|грязь|грязи|грязно|нагрязнил|натоптали|наследили|насорили|намусорили|бруд|брудно|насмітили|наслідили ~ -1",
    "{ostavili|ostavil|ostavila|zalyshyly|оставили|оставил|залишили} {bardak|musor|gryaz|smittya|brud|бардак|мусор|грязь|сміття|бруд} ~ -1",
    "{left bardak|leave bardak|leaves bardak|left a bardak|bardak everywhere|bardak all over|bardak vezde|bardak vsyudu|bardak posle sebya|bardak posle nikh|бардак} ~ -1",
  ],
  expertise: [
    "{zolotye ruki|zolotyye ruki|zolotie ruki|zoloti ruky|zolotye ruchki|золотые руки|золоті руки} ~ +2",
    "{ruki ne iz togo mesta|ruki ne ottuda rastut|ruki iz zhopy|ruki iz zadnitsy|krivye ruki|krivorukii|krivorukie|ruky ne z toho mistsya|руки не из того места|руки не оттуда растут|руки из жопы|кривые руки|криворукий|руки не з того місця} ~ -2 F",
    "{znaet svoyo delo|znaet delo|znayut svoyo delo|master svoego dela|professional svoego dela|znaie svoyu spravu|maister svoiei spravy|знает своё дело|знает дело|знают своё дело|мастер своего дела|профессионал своего дела|знає свою справу|майстер своєї справи} ~ +2",
    "gramotnyi|gramotnaya|gramotnye|gramotno|hramotnyi|hramotno|tolkovyi|tolkovaya|kompetentnyi|грамотный|грамотная|грамотные|грамотно|грамотний|толковый|толковая|компетентный ~ +1",
    "{nastoyashchii spetsialist|khoroshii spetsialist|otlichnyi spetsialist|klassnyi spetsialist|nastoyashchii master|otlichnyi master|nastoyashchii spets|klassnyi spets|справжній фахівець|настоящий специалист|хороший специалист|отличный специалист|настоящий мастер} ~ +1",
    "{srazu nashel|srazu nashla|srazu nashli|bystro nashel|bystro nashli|odrazu znaishov|odrazu znaishla|сразу нашёл|сразу нашла|сразу нашли|быстро нашёл|одразу знайшов} {problemu|prichinu|polomku|utechku|prychynu|проблему|причину|поломку|утечку|причину} ~ +1",
    "{ne razbiraetsya|nichego ne ponimaet|ne znal chto delat|ne znaet chto delaet|ne rozbyraietsya|ne znav shcho robyty|не разбирается|ничего не понимает|не знал что делать|не знает что делает|не розбирається|не знав що робити} ~ -2 F",
    "diletant|diletanty|neumekha|bezrukii|дилетант|дилетанты|неумеха|безрукий ~ -2",
  ],
  honesty: [
    "chestnyi|chestnaya|chestnye|chestnost|chesnyi|chesna|chesni|chesnist|poryadochnyi|poryadochnaya|честный|честная|честные|честность|чесний|чесна|чесні|чесність|порядочный|порядочная ~ +1",
    "{chestno skazal|chestno skazala|chestno skazali|vsyo chestno|chesno skazav|vse chesno|честно сказал|честно сказала|честно сказали|всё честно|чесно сказав|все чесно} ~ +1",
    "razvod|razvodilovo|razveli|razvodyat|lokhotron|obman|obmanuli|obmanul|obmanshchiki|moshenniki|moshennik|aferisty|aferist|zhuliki|zhulik|shakhrai|obdurily|развод|разводилово|развели|разводят|лохотрон|обман|обманули|обманул|обманщики|мошенники|мошенник|аферисты|жулики|жулик|шахрай|шахраї|обдурили ~ -2",
    "{ne navyazyval|ne navyazyvali|nichego ne navyazyval|nichego ne navyazyvali|bez navyazyvaniya|ne vparival|ne vparivali|ne navyazuvav|ne navyazuvaly|bez navyazuvannya|ничего не навязывал|ничего не навязывали|без навязывания|не впаривал} ~ +1 F",
    "navyazyval|navyazyvali|vparival|vparivali|vparit|navyazuvav|navyazuvaly|навязывал|навязывали|впаривал|впаривали|впарить ~ -2",
    "{tsena|schyot|summa|tsina|rakhunok|цена|счёт|сумма|ціна|рахунок} {kak dogovarivalis|kak dogovorilis|kak v smete|yak domovlyalysya|как договаривались|как договорились|как в смете|як домовлялися} ~ +1 F",
    "{bez syurprizov|bez skrytykh platezhei|bez doplat|bez syurpryziv|без сюрпризов|без скрытых платежей|без доплат|без сюрпризів} ~ +1 F",
    "{nakrutili tsenu|nakrutili schyot|nakrutyly tsinu|skrytye platezhi|pripisali lishnee|накрутили цену|накрутили счёт|скрытые платежи|приписали лишнее} ~ -2",
  ],
};

/** Kept as written: without "kh" it is English ("real ham"). */
const AS_WRITTEN =
  "{real kham|such a kham|a kham|total kham|nastoyashchii kham|prosto kham} ~ -2";

/** Russian and Ukrainian cues, per aspect, in all their spellings. */
export const RUSSIAN_ASPECT_CUES: Readonly<
  Record<AspectId, readonly string[]>
> = byAspect((aspect) => [
  ...russianSpellings(CUES[aspect]).map(compact),
  ...(aspect === "professionalism" ? [AS_WRITTEN] : []),
]);

/** General opinion words, in the common spelling. */
const GENERAL: readonly string[] = [
  // Stock praise: "molodets", "klass", "vsyo super" alone name no aspect.
  "{molodets|molodtsy|molodcy|molodchina|molodchyna|molodtsi|klass|klassno|klasno|otlichno|prekrasno|zamechatel'no|velikolepno|shikarno|vidminno|chudovo|kruto|vsyo super|vsyo otlichno|vsyo klass|молодец|молодцы|молодчина|молодці|класс|классно|клас|класно|отлично|прекрасно|замечательно|великолепно|шикарно|відмінно|чудово|круто|всё супер|всё отлично} ~ +2",
  "{khorosho|dobre|neplokho|nepogano|udobno|zruchno|rekomenduyu|sovetuyu|radzhu|dovolen|dovol'na|dovol'ny|хорошо|добре|неплохо|непогано|удобно|зручно|рекомендую|советую|раджу|доволен|довольна|довольны} ~ +1",
  "{plokho|pogano|uzhasno|uzhas|koshmar|otstoi|zhakhlyvo|razocharovan|razocharovana|плохо|погано|ужасно|ужас|кошмар|отстой|жах|жахливо|разочарован|разочарована|розчарований} ~ -2",
  "{nikomu ne sovetuyu|ne sovetuyu|ne rekomenduyu|ne radzhu|bol'she nikogda|nikomu ne rekomenduyu|никому не советую|не советую|не рекомендую|не раджу|больше никогда|більше ніколи} ~ -2 F",
  // "Normalno" is "ok": said of a price, the price is neutral.
  "normal'no|нормально ~ 0",
  "{tak sebe|tak sobi|sredne|так себе|так собі|средне} ~ 0",
  "{nichego osobennogo|nichoho osoblyvoho|ничего особенного|нічого особливого} ~ 0 F",
];

/** General opinion words in Russian and Ukrainian (no aspect of their own). */
export const RUSSIAN_GENERAL_CUES: readonly string[] = russianSpellings(
  GENERAL,
);

/**
 * Phrases that look like Russian cues but are none: "grubo" and "chisto"
 * as "roughly" and "purely" ("grubo govorya", "chisto tekhnicheski"), and
 * the reviewer paying on time ("zaplatil vovremya").
 */
export const RUSSIAN_NEUTRALIZERS: readonly string[] = russianSpellings([
  "grubo {govorya|priblizitel'no}",
  "chisto {tekhnicheski|formal'no|teoreticheski}",
  "{zaplatil|zaplatili|oplatil|oplatili|zaplatyv|oplatyly|paid|pay} {vovremya|vchasno}",
  "грубо говоря",
  "чисто {технически|формально}",
]);

/**
 * Words that negate what follows: in Latin letters only "nikto" and
 * "nikogda" and their Ukrainian forms ("ne" is French and Hindi, "net"
 * and "no" English); in Cyrillic "не", "нет", "ни", "без" too.
 */
export const RUSSIAN_NEGATORS: readonly string[] = words(
  "nikto nikogda nikhto nikoly не нет ни ні без никто никогда ніхто ніколи"
    .split(" "),
);

/** Russian and Ukrainian words that strengthen the next opinion word. */
export const RUSSIAN_INTENSIFIERS: readonly string[] = words(
  ("ochen sovsem voobshche duzhe slishkom zanadto kraine " +
    "очень совсем вообще дуже слишком занадто крайне").split(" "),
);

/** English words inside the Latin entries ("left bardak", "not cheap"). */
const ENGLISH_IN_ENTRIES: ReadonlySet<string> = new Set(
  ("left leave leaves over everywhere problem real super cheap paid such " +
    "total appointment professional master spec").split(" "),
);

/**
 * Words that open a Russian clause after "no" ("no vsyo ravno", "no
 * predupredil"): Russian words that follow "but", and every word of four
 * letters or more in the Latin entries above, less the English ones.
 */
const CLAUSE_OPENERS: ReadonlySet<string> = new Set([
  ...words(
    ("vsyo ochen zato tozhe potom uzhe yeshchyo eshchyo vot ne nikto " +
      "nikogda kachestvenno").split(" "),
  ),
  ...[...Object.values(RUSSIAN_ASPECT_CUES).flat(), ...RUSSIAN_GENERAL_CUES]
    .flatMap((spec) => spec.split(" ~ ")[0].split(/[\s{}|]+/)).filter((word) =>
      /^[a-z'’]{4,}$/.test(word) && !ENGLISH_IN_ENTRIES.has(word)
    ),
]);

/** The Russian word for "but", guarded by `CLAUSE_OPENERS`. */
const RUSSIAN_CONTRAST: GuardedContrast = {
  words: ["no"],
  openers: CLAUSE_OPENERS,
};

/**
 * Whether a word opens a contrasting Russian clause: "no" before a Russian
 * word ("dorogo, no stoit svoikh deneg", "opozdal, no predupredil"), which
 * is "but" and negates nothing; never English "no" ("no problem", "no,
 * they were on time").
 *
 * @param word A word's normal form.
 * @param next The normal form of the word after it, if any.
 * @returns Whether it opens a contrast.
 */
export function opensRussianContrast(
  word: string,
  next: string | undefined,
): boolean {
  return opensGuardedContrast(RUSSIAN_CONTRAST, word, next);
}

/**
 * Words that start a contrasting clause: not "no" (English; it is read so
 * only before a Russian word, `opensRussianContrast`) nor "ale" (English
 * "ale", Kreyòl "go"), which only Cyrillic writes safely.
 */
export const RUSSIAN_CONTRAST_WORDS: readonly string[] = words(
  "zato odnako khotya prote odnak но зато однако хотя але проте однак"
    .split(" "),
);

/** Words that join two clauses, as "and" does ("potom"; Cyrillic "и"). */
export const RUSSIAN_AND_WORDS: readonly string[] =
  "potom potim и і потом потім"
    .split(" ");

/** Names of aspects in sub-ratings, each with the words that name it. */
const SUB_RATING_NAMES: Readonly<Partial<Record<AspectId, string>>> = {
  price: "tsena tsina stoimost цена ціна стоимость",
  quality: "kachestvo yakist качество якість",
  cleanliness: "chistota chystota чистота",
  punctuality: "punktual'nost punktualnost пунктуальность пунктуальність",
  professionalism: "vezhlivost вежливость ввічливість",
  honesty: "chestnost честность чесність",
  communication: "obshchenie общение спілкування",
};

/** Names of aspects in Russian and Ukrainian sub-ratings ("Tsena 3/5"). */
export const RUSSIAN_SUB_RATING_LABELS: ReadonlyArray<[string, AspectId]> =
  Object.entries(SUB_RATING_NAMES).flatMap(([aspect, names]) =>
    names.split(" ").map((name): [string, AspectId] => [
      name,
      aspect as AspectId,
    ])
  );

/** Answers that deny a question before them ("Chisto? Sovsem net."). */
export const RUSSIAN_NO_ANSWERS: readonly (readonly string[])[] = phrases(
  ("nyet, sovsem net, voobshche net, konechno net, nichut, niskol'ko, нет, " +
    "ні, совсем нет, вообще нет, конечно нет, ничуть, нисколько").split(", "),
);

/** Answers that grant a question only in part ("Dorogo? Nemnogo."). */
export const RUSSIAN_HEDGE_ANSWERS: readonly (readonly string[])[] = phrases(
  ("nemnogo, nemnozhko, slegka, trokhy, tak sebe, bolee menee, mozhet byt, " +
    "vozmozhno, pochti, otchasti, mozhlyvo, немного, немножко, слегка, " +
    "трохи, так себе, более менее, может быть, возможно, почти, отчасти, " +
    "можливо").split(", "),
);

/**
 * Words that wave a complaint off ("40 min late but he called before, so
 * ladno"): the labelled sets make it neutral (softeners.ts). Not
 * "nichego" alone: it is "nothing" ("nichego ne ob'yasnil").
 */
export const RUSSIAN_WAVE_OFFS: readonly (readonly string[])[] = phrases(
  ("ladno, nu ladno, nu i ladno, nichego strashnogo, nichoho strashnoho, " +
    "ne strashno, byvaet, s kem ne byvaet, ладно, ну ладно, " +
    "ничего страшного, нічого страшного, не страшно, бывает, " +
    "с кем не бывает, буває").split(", "),
);

/** The Russian and Ukrainian tables, as `lexicon_languages.ts` joins them. */
export const RUSSIAN_TABLES: LanguageTables = {
  aspectCues: RUSSIAN_ASPECT_CUES,
  general: RUSSIAN_GENERAL_CUES,
  negators: RUSSIAN_NEGATORS,
  intensifiers: RUSSIAN_INTENSIFIERS,
  andWords: RUSSIAN_AND_WORDS,
  contrastWords: RUSSIAN_CONTRAST_WORDS,
  subRatingLabels: RUSSIAN_SUB_RATING_LABELS,
  neutralizers: RUSSIAN_NEUTRALIZERS,
  noAnswers: RUSSIAN_NO_ANSWERS,
  hedgeAnswers: RUSSIAN_HEDGE_ANSWERS,
  waveOffs: RUSSIAN_WAVE_OFFS,
  guardedContrast: RUSSIAN_CONTRAST,
};
