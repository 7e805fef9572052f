/**
 * The Russian and Ukrainian cues, one list per aspect, and the general
 * opinion words, written once in the common transliteration and in
 * Cyrillic (`lexicon_russian.ts` tells how they are written, what they
 * leave out, spells them every way and joins them with the other tables):
 * arriving on time or late, waits and bookings, price words, the work and
 * whether it held, manners, explaining and calling back, cleaning up and
 * shoes, knowing the job, cheating and straight dealing.
 *
 * @module
 */
import type { AspectId } from "../schemas/mod.ts";

/** Verbs of arriving ("prishel", "priekhali", "pryishla", "пришёл"). */
const CAME =
  "{prishel|prishol|prishla|prishli|priekhal|priekhala|priekhali|pryishov|pryishla|pryishly|pryikhav|pryikhala|pryikhaly|пришёл|пришла|пришли|приехал|приехала|приехали|прийшов|прийшла|прийшли|приїхав|приїхала|приїхали}";

/**
 * Russian and Ukrainian cues, per aspect, in the common transliteration
 * and Cyrillic (`russianSpellings` in `lexicon_russian.ts` spells them
 * every way).
 */
export const RUSSIAN_CUES: Readonly<Record<AspectId, readonly string[]>> = {
  punctuality: [
    "vovremya|vchasno|вовремя|вчасно ~ +1",
    "{tochno vovremya|minuta v minutu|khvylyna v khvylynu|точно вовремя|минута в минуту|хвилина в хвилину} ~ +1",
    `${CAME} {rano|ranshe|zaranee|ranishe|рано|раньше|заранее|раніше} ~ +1`,
    "{ne opozdal|ne opozdala|ne opozdali|ne spiznyvsya|ne zapiznyvsya|ne spiznylysya|ne zapiznylysya|nikogda ne opazdyvaet|nikogda ne opazdyvayut} ~ +1 F",
    "opozdal|opozdala|opozdali|opozdanie|opozdaniem|opozdaniya|opazdyvaet|opazdyvayut|zapiznyvsya|zapiznylasya|zapiznylysya|spiznyvsya|spiznylasya|spiznylysya|zapiznennya|опоздал|опоздала|опоздали|опоздание|опозданием|опаздывает|опаздывают|запізнився|запізнилася|запізнилися|спізнився|спізнилася|спізнилися|запізнення ~ -1",
    "{zhdali|zhdal|zhdala|chekaly|chekav|chekala|ждали|ждал|ждала|чекали|чекав} {chas|dva chasa|tri chasa|polchasa|ves den|pivdnya|hodynu|dvi hodyny|час|два часа|три часа|полчаса|весь день|годину|дві години} ~ -1",
    "{ne prishel|ne prishol|ne prishla|ne prishli|ne priekhal|ne priekhala|ne priekhali|ne yavilsya|ne yavilis|ne pryishov|ne pryishla|ne pryishly|ne pryikhav|ne pryikhaly|не пришёл|не пришла|не пришли|не приехал|не приехала|не приехали|не явился|не явились|не прийшов|не прийшла|не прийшли|не приїхав|не приїхали} ~ -2 F",
    `${CAME} * {pozzhe|piznishe|позже|пізніше} ~ -1`,
    "{ni razu ne propustili|ni razu ne propustil|nikogda ne propuskayut|жодного разу не пропустили|ни разу не пропустили} ~ +1 F",
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
    "{zapisali|zapisal|zapisala|zapysaly|zapysav|записали|записал} {bystro|srazu|na zavtra|na segodnya|odrazu|швидко|быстро|сразу|на завтра|на сегодня} ~ +1",
    "{bystro|srazu|legko|shvydko|odrazu|быстро|сразу|легко} {zapisali|zapisalis|zapisal|zapisala|zapysaly|записали|записались} ~ +1",
    "{nedelyu|dve nedeli|tri nedeli|mesyats|pochti mesyats|tyzhden|misyats|неделю|две недели|три недели|месяц|тиждень|місяць} {zhdali|zhdal|zhdala|chekaly|ждали|ждал|чекали} ~ -1",
    `${CAME} {cherez|za} * {minut|khvylyn|минут|хвилин} ~ +1`,
    "{perenosyat|perenesli|perenosili|perenes|perenesla|perenosit|perenosyly|переносят|перенесли|переносили} na {zavtra|ponedelnik|vtornik|sredu|chetverg|pyatnitsu|subbotu|voskresenye|drugoi den|drugoe vremya|sleduyushchuyu nedelyu|завтра|понедельник|вторник|среду|четверг|пятницу|субботу|воскресенье|другой день} ~ -1",
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
    "dorozhe|dorozhche|дороже|дорожче ~ -1",
    "{ne dorozhe|ne dorozhche|не дороже|не дорожче} ~ +1 F",
    "pereplatili|pereplatil|pereplatila|pereplata|переплатили|переплатил|переплата ~ -1",
    "tsene|tsenoi|tsinoyu|tsini|цене|ценой|ціною|ціні ~ 0 W N-1",
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
    "{rabota|robota|работа|робота} {otlichnaya|khoroshaya|klassnaya|kachestvennaya|super|vidminna|yakisna|dobra|отличная|хорошая|классная|качественная|відмінна|якісна} ~ +2",
    "{rabotayut|rabotaet|sdelali|sdelal|sdelala|sdelano|zrobyly|zrobyv|работают|работает|сделали|сделал|сделано|зробили|зробив} {khorosho|otlichno|kachestvenno|ideal'no|dobre|vidminno|yakisno|хорошо|отлично|качественно|идеально|добре|відмінно|якісно} ~ +1",
    "{opyat|snova|znovu|опять|снова|знову} {ne greet|ne rabotaet|ne rabotayet|slomalos|slomalsya|slomalas|potek|potekla|ne grie|не греет|не работает|сломалось|сломался|сломалась|потёк|потекла|не гріє} ~ -2 F",
    "{slomalos|slomalsya|slomalas|potek|potekla|techet|zlamalosya|сломалось|сломался|сломалась|потёк|потекла|течёт|зламалося} {opyat|snova|znovu|опять|снова|знову} ~ -2 F",
    "{ne pochinili|ne pochinil|ne pochinila|ne ispravili|ne ispravil|ne polahodyly|ne polahodyv|не починили|не починил|не исправили|не полагодили} ~ -2 F",
    "razbili|razbil|razbila|rozbyly|rozbyv|разбили|разбил|разбила|розбили|розбив ~ -2",
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
    "terpelivo|spokoinyi|spokoinaya|spokoinye|taktichnyi|taktichnaya|delikatnyi|delikatnaya|терпеливо|спокойный|спокойная|тактичный|деликатный ~ +1",
    "{priyatnyi chelovek|priyatnaya zhenshchina|priyatnyi muzhchina|priyatnyi paren|priyatnaya devushka|priyatnye rebyata|priyatnyi v obshchenii|priyatnaya v obshchenii|приятный человек|приятная женщина|приятный мужчина|приятные ребята|приятный в общении} ~ +1",
    "izvinilsya|izvinilas|izvinilis|izvinyalsya|vybachyvsya|vybachylasya|vybachylysya|извинился|извинилась|извинились|вибачився|вибачилися ~ +1",
    "{ne izvinilsya|ne izvinilas|ne izvinilis|ne vybachyvsya|ne vybachylysya} ~ -1 F",
    "{ne toropilsya|ne toropilas|ne toropilis|ne speshil|ne speshila|ne speshili|ne pospishav|ne pospishaly} ~ +1 F",
    "{ne vezhlivo|ne vezhlivyi|ne vezhlivaya|ne vezhlivye|ne ochen vezhlivo|ne ochen vezhlivyi|ne ochen vezhlivaya|ne ochen vezhlivye|ne duzhe vvichlyvo|ne duzhe vvichlyvyi} ~ -1 F",
    "khamit|khamyat|khamili|khamil|khamila|хамит|хамят|хамили|хамил ~ -2",
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
    "{vsyo|podrobno|detal'no|vse|все|всё|подробно|детально} {rasskazal|rasskazala|rasskazali|rozpoviv|rozpovila|rozpovily|рассказал|рассказала|рассказали|розповів|розповіла} ~ +1",
    "{rasskazal|rasskazala|rasskazali|rozpoviv|rozpovila|rozpovily|рассказал|рассказала|рассказали|розповів} {vsyo|podrobno|detal'no|vse|chto i kak|все|всё|подробно|что и как} ~ +1",
    "{pokazal|pokazala|pokazali|pokazav|pokazaly|показал|показала|показали|показав} {kak|staruyu|staryi|video|foto|fotografii|как|старую|старый|видео|фото} ~ +1",
    "{otvetil|otvetila|otvetili|vidpoviv|vidpovila|vidpovily|ответил|ответила|ответили|відповів} na {vse|vsyo|все|всё} ~ +1",
    "{otvetil|otvetila|otvetili|vidpoviv|vidpovila|vidpovily|ответил|ответила|ответили|відповів} na * {voprosy|pytannya|вопросы|питання} ~ +1",
    "{sam pozvonil|sama pozvonila|sami pozvonili|sami zvonyat|sam zvonit|sama zvonit|sami napominayut|sam perezvonil|sami perezvonili|sam napisal|sami napisali|sam zatelefonuvav|сам позвонил|сами позвонили|сами звонят|сам перезвонил} ~ +1",
    "{derzhal v kurse|derzhali v kurse|derzhala v kurse|trymav u kursi|trymaly v kursi|держал в курсе|держали в курсе|тримав у курсі} ~ +1",
    "{ne pozvonil|ne pozvonili|ne pozvonila|ne preduprezhdal|ne preduprezhdali|ne zatelefonuvav|ne zatelefonuvaly|не позвонил|не позвонили|не предупреждал} ~ -2 F",
    "{ne otvechayut|ne otvechali|ne otvetili|ne otvetil|ne otvetila|ne vidpovidayut|ne vidpovily|не отвечают|не ответили|не ответил|не відповідають} ~ -2 F",
    "{nichego ne skazav|nichego ne skazal|nichego ne skazala|nichego ne skazali|nichoho ne skazav|ничего не сказав|ничего не сказал|ничего не сказали|нічого не сказав} ~ -2 F",
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
    "{botinki|obuv|vzuttya|ботинки|обувь|взуття} {snyal|snyala|snyali|znyav|znyaly|снял|сняла|сняли|зняв} ~ +1",
    "{ne snyal|ne snyala|ne snyali|ne znyav|ne znyaly|не снял|не сняли} {botinki|obuv|vzuttya|ботинки|обувь|взуття} ~ -1 F",
    "{ne razulsya|ne razulis|ne rozzuvsya|не разулся|не разулись} ~ -1 F",
    "{musor|gryaz|smittya|мусор|грязь|сміття} {ostavil|ostavili|ostavila|zalyshyly|zalyshyv|оставил|оставили|залишили} ~ -1",
    "{ostavili|ostavil|ostavila|zalyshyly|оставили|оставил|залишили} * {musor|musorom|meshki|smittya|мусор|мусором|мешки|сміття} ~ -1",
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
    "{znaet|znayut|znaie|знает|знают|знає} * {do vintika|do vyntyka|до винтика|до гвинтика} ~ +2",
    "{nichego ne znaet|sam ne znaet|ne znaet svoego dela|ne znaet svoyo delo|ne znayut svoyo delo|ne znaet chto delat|ne znali chto delat|ничего не знает|сам не знает|не знает своё дело|не знали что делать} ~ -2 F",
    "opytnyi|opytnaya|opytnye|dosvidchenyi|dosvidchena|опытный|опытная|опытные|досвідчений ~ +1",
    "{srazu ponyal|srazu ponyala|srazu opredelil|bystro opredelil|bystro ponyal|odrazu zrozumiv|odrazu vyznachyv|сразу понял|сразу определил|быстро определил|одразу зрозумів} ~ +1",
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
    "{kak v smete|kak po smete|kopeika v kopeiku|kopeiku v kopeiku|kopiika v kopiiku|как в смете|копейка в копейку|копійка в копійку} ~ +1 F",
    "{menyat ne nado|ne nado menyat|ne stal menyat|ne stali menyat|ne stal prodavat|ne stali prodavat|ne treba minyaty|менять не надо|не надо менять|не стал менять|не треба міняти} ~ +1 F",
    "obmanyvayut|obmanyvaet|naduli|nadul|kinuli|obmanuly|обманывают|обманывает|надули|кинули|обманули ~ -2",
  ],
};

/**
 * Russian and Ukrainian general opinion words (no aspect of their own), in
 * the common transliteration and Cyrillic.
 */
export const RUSSIAN_GENERAL: readonly string[] = [
  // Stock praise: "molodets", "klass", "vsyo super" alone name no aspect.
  "{molodets|molodtsy|molodcy|molodchina|molodchyna|molodtsi|klass|klassno|klasno|otlichno|prekrasno|zamechatel'no|velikolepno|shikarno|vidminno|chudovo|kruto|vsyo super|vsyo otlichno|vsyo klass|молодец|молодцы|молодчина|молодці|класс|классно|клас|класно|отлично|прекрасно|замечательно|великолепно|шикарно|відмінно|чудово|круто|всё супер|всё отлично} ~ +2",
  "{khorosho|dobre|neplokho|nepogano|udobno|zruchno|rekomenduyu|sovetuyu|radzhu|dovolen|dovol'na|dovol'ny|хорошо|добре|неплохо|непогано|удобно|зручно|рекомендую|советую|раджу|доволен|довольна|довольны} ~ +1",
  "{plokho|pogano|uzhasno|uzhas|koshmar|otstoi|zhakhlyvo|razocharovan|razocharovana|плохо|погано|ужасно|ужас|кошмар|отстой|жах|жахливо|разочарован|разочарована|розчарований} ~ -2",
  "{nikomu ne sovetuyu|ne sovetuyu|ne rekomenduyu|ne radzhu|bol'she nikogda|nikomu ne rekomenduyu|никому не советую|не советую|не рекомендую|не раджу|больше никогда|більше ніколи} ~ -2 F",
  // "Normalno" is "ok": said of a price, the price is neutral.
  "normal'no|нормально ~ 0",
  "{tak sebe|tak sobi|sredne|так себе|так собі|средне} ~ 0",
  "{nichego osobennogo|nichoho osoblyvoho|ничего особенного|нічого особливого} ~ 0 F",
  "{otlichnyi|otlichnaya|otlichnoe|otlichnye|prekrasnyi|prekrasnaya|prekrasnoe|prekrasnye|vidminnyi|vidminna|chudovyi|chudova|отличный|отличная|отличное|отличные|прекрасный|прекрасная|відмінний|відмінна|чудовий|чудова} ~ +2",
  "{khoroshii|khoroshaya|khoroshee|khoroshie|dobryi|хороший|хорошая|хорошее|хорошие} ~ +1",
  // "Vezhlivyi v meru, nichego lishnego": the praise goes no further.,
  "{v meru|nichego lishnego|в меру|ничего лишнего} ~ 0 F",
];
