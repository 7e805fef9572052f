/**
 * Polish judging words, as Polish customers mix them into English reviews
 * or write whole sentences in them ("Pan Tomasz came punktualnie", "New
 * AC - drogo, ale warto", "Richie uprzejmy, ale partacz", "Uczciwy
 * człowiek", "Pieniądze wyrzucone w błoto"): English cues cannot see them,
 * so such a review lost its aspects. They are cues like the English ones
 * (`lexicon.ts` describes the entries): the rules read them as they read
 * English, and the trained model weighs them by the cue-kind features it
 * learned from English.
 *
 * Each entry is written once, with its Polish letters; `polishSpellings`
 * adds the form reviewers type without them ("ł" as "l", "ą" as "a", "ę"
 * as "e", "ś", "ć", "ń", "ó", "ż", "ź" as the bare letter: "zlodziej",
 * "spoznil sie").
 *
 * Words that are also English or another language's stay in phrases or
 * out: "pan" (Mr), "super", "top", "ok", "a", "i" and "to" are English,
 * "ale" (but) is English and Kreyòl "go", "tak" (yes) Malay "not", "luz"
 * Spanish "light", "tania" and "mila" names, "drogi" also "dear" ("Drogi
 * Panie") and "roads", "trudno" also "hard" ("trudno się dodzwonić").
 * "Ale" opens a contrast only before a Polish word (`opensPolishContrast`:
 * "drogo, ale warto"). "Nie" negates, as it does in German's table.
 * "Szybko" alone judges only the speed of the work, which gets no label.
 * "Fachowiec" alone is any tradesman ("my brother is fachowiec in
 * construction"), and "złota rączka" a handyman: they praise only as "real
 * fachowiec", "fachowiec z prawdziwego zdarzenia", "złote ręce".
 * "Szczerze" (honestly) is a filler (neutralizers), "uczciwy" honesty and
 * "uczciwe ceny" price. "Czysto" of the house is cleanliness, of the work
 * ("czysto wykonane", "czysta robota") quality; "bałagan" is a mess left
 * only as "zostawili bałagan", "bałagan po sobie" (alone it is as often
 * disorder in the office). "Partacz" and "fuszerka" blame the workmanship (quality),
 * "złodziej" and "zdzierstwo" the price, "oszust" and "naciągacz" honesty.
 *
 * Stock praise and blame ("polecam", "super firma", "świetnie",
 * "masakra") name no aspect (tests/eval/README.md); thanks ("dziękuję")
 * are left out, as "spasibo" is. Warm words about a person ("miły", "uprzejmy", "spoko
 * gość", "porządny chłop") are professionalism. "Spoko", "no cóż",
 * "nie szkodzi" wave a complaint off; "spoko" only as a word of its own
 * ("spoko, no problem"), not in "spoko gość" or "spoko firma".
 *
 * @module
 */
import type { AspectId } from "../schemas/mod.ts";
import {
  byAspect,
  opensGuardedContrast,
  phraseWords,
  withoutAccents,
} from "./lexicon_spellings.ts";
import type { GuardedContrast, LanguageTables } from "./lexicon_spellings.ts";

/**
 * A text without its Polish letters ("złodziej" → "zlodziej").
 *
 * @param text The text.
 * @returns The text with "ł" as "l" and no accents.
 */
export function plainPolish(text: string): string {
  return withoutAccents(text.replaceAll("ł", "l").replaceAll("Ł", "L"));
}

/**
 * The spellings of Polish entries, phrases or words: with the Polish
 * letters and without them ("spóźnił się", "spoznil sie").
 *
 * @param specs Entries, phrases or words written with Polish letters.
 * @returns Every spelling, each once.
 */
export function polishSpellings(specs: readonly string[]): string[] {
  return [...new Set(specs.flatMap((spec) => [spec, plainPolish(spec)]))];
}

/** Phrases of words, in every spelling ("nic się nie stało"). */
function phrases(list: readonly string[]): string[][] {
  return phraseWords(polishSpellings(list));
}

/** Verbs of arriving ("przyjechał", "przyszli", "był"). */
const CAME =
  "{przyjechał|przyjechała|przyjechali|przyszedł|przyszła|przyszli|był|była|byli|came|arrived|showed up|was here}";

/** Words of money a verdict is said of ("cena", "rachunek"). */
const BILL =
  "{cena|ceny|cenę|koszt|koszty|kosztorys|wycena|wyceny|wycenę|rachunek|faktura|stawka|stawki|opłata}";

/** Work named by the job ("robota", "montaż", "płytki"). */
const WORK =
  "{robota|praca|wykonanie|jakość|montaż|instalacja|płytki|fugi|hydraulika|elektryka}";

/** Polish cues, per aspect, written with Polish letters. */
const CUES: Readonly<Record<AspectId, readonly string[]>> = {
  punctuality: [
    "punktualny|punktualna|punktualne|punktualni|punktualnie|punktualnym|punktualną|superpunktualny|superpunktualnie ~ +1",
    "punktualność ~ 0 S",
    "{co do minuty|minuta w minutę|jak w zegarku|o umówionej godzinie|o umówionej porze|zgodnie z umówioną godziną|przed czasem} ~ +1",
    `${CAME} {na czas|o czasie|wcześniej|przed czasem|punktualnie|co do minuty} ~ +1`,
    "{zawsze|jak zawsze|zawsze są|zawsze jest} {na czas|o czasie} ~ +1",
    "spóźnił|spóźniła|spóźnili|spóźnia|spóźniają|spóźnienie|spóźnieniem|spóźnienia|spóźniony|spóźniona|spóźnieni|spóźnialski ~ -1",
    `${CAME} {z opóźnieniem|z dużym opóźnieniem|za późno|dużo później|grubo po czasie|po umówionej godzinie|godzinę później|dwie godziny później|godzinę po czasie|dwie godziny po czasie} ~ -1`,
    "{nie przyjechał|nie przyjechała|nie przyjechali|nie przyszedł|nie przyszła|nie przyszli|nie pojawił się|nie pojawili się|nie zjawił się|nie zjawili się|nikt nie przyjechał|nikt nie przyszedł|nikt się nie pojawił} ~ -2 F",
    "{wystawił nas|wystawili nas|wystawił mnie|wystawili mnie|wystawiła mnie|wystawiła nas} ~ -2 F",
  ],
  scheduling: [
    "{tego samego dnia|jeszcze tego samego dnia|w ten sam dzień|tego samego popołudnia|tego samego ranka} ~ +1",
    `${CAME} {następnego dnia|na drugi dzień|nazajutrz|w ciągu godziny|w godzinę|po godzinie|od razu|od ręki|natychmiast|szybko} ~ +1`,
    "{szybki termin|termin od ręki|termin od razu|termin na następny dzień|termin na jutro|szybka reakcja|błyskawiczna reakcja|natychmiastowa reakcja} ~ +1",
    "{nawet|even} {w niedzielę|w sobotę|w weekend|w nocy|w święta|w wigilię|w sylwestra|w nowy rok|po godzinach} ~ +1",
    "{on|w|na} {wigilię|wigilia|wigilie|boże narodzenie|wielkanoc|sylwestra|nowy rok|trzech króli} ~ +1",
    "{odebrali telefon|odebrał telefon|odebrała telefon|zawsze odbierają|od razu odebrali|od razu odebrała|ktoś odebrał|odbierają telefon} ~ +1",
    "{nikt nie odbiera|nikt nie odebrał|nikt nie odbierał|trudno się dodzwonić|ciężko się dodzwonić|nie odbierają telefonu|nie odbierali telefonu|nie odbiera telefonu|nie da się dodzwonić|nie można się dodzwonić|nie mogłem się dodzwonić|nie mogłam się dodzwonić|tylko poczta głosowa|ciągle zajęte|wiecznie zajęte} ~ -2 F",
    "przełożyli|przełożył|przełożyła|odwołali|odwołał|odwołała ~ -2",
    "{przesunęli|przesunął|przesunęła} {termin|wizytę|montaż} ~ -2",
    "{długo|tygodniami|miesiącami|tydzień|dwa tygodnie|trzy tygodnie|miesiąc} {czekałem|czekałam|czekaliśmy|czekania|na termin|na wizytę|na części} ~ -1",
    "{długi termin|długie terminy|odległy termin|długie oczekiwanie|wieczne czekanie|po terminie|nie dotrzymali terminu|nie dotrzymał terminu|termin niedotrzymany|przeciągnęło się|przeciągnął się|przeciągnęły się} ~ -1",
    "{w terminie|przed terminem|terminowo|terminowy|terminowa|terminowi|dotrzymali terminu|dotrzymał terminu|zgodnie z harmonogramem} ~ +1",
    "{skończyli|skończył|skończyła|zrobione|skończone|wykonane|gotowe|done|finished|completed|ready} {na czas|punktualnie} ~ +1",
    "terminu|terminie|wizyta|wizyty|wizytę ~ 0 W N-1",
  ],
  price: [
    "drogo|drożej|drożyzna|drogawo|przepłaciłem|przepłaciłam|przepłaciliśmy|przepłacone|przepłacony|przepłacona|słono ~ -1",
    "{za|bardzo|strasznie|trochę|troszkę|dość|dosyć|mega|ogromnie|okropnie|piekielnie} {drogi|droga|drogie|drodzy} ~ -1",
    "{był|była|było|były|jest|są|wyszło|wyszedł|wyszła|wyszły} {drogi|droga|drogie} ~ -1",
    `${BILL} * {wysoka|wysoki|wysokie|kosmiczna|kosmiczne|z kosmosu} ~ -1`,
    "{zdzierstwo|zdzierca|zdziercy|zdzierają|zdarli|zdarł|złodziej|złodzieje|złodziejstwo|złodziejskie ceny|złodziejska cena|rozbój w biały dzień|kosmiczne ceny|ceny z kosmosu|przesadzone ceny|przesadzona cena|cena przesadzona|ceny przesadzone} ~ -2",
    "{$|£|€|zł|złotych|dolarów} * za * {minut|minutę|minuty|kwadrans|chwilę|pół godziny} ~ -1",
    "{pieniądze wyrzucone w błoto|kasa wyrzucona w błoto|wyrzucone pieniądze|wyrzucona kasa|szkoda pieniędzy|szkoda kasy|strata pieniędzy} ~ -2 F",
    "tanio|taniej|tani|tanie|niedrogo|niedrogi|niedroga|niedrogie|przystępnie|okazyjnie ~ +1",
    "{bardzo|całkiem|dość|naprawdę|super|mega} {tania|tanią} ~ +1",
    `${BILL} {uczciwa|uczciwe|rozsądna|rozsądne|przystępna|przystępne|przyzwoita|przyzwoite|konkurencyjna|konkurencyjne|niska|niskie|bardzo dobra|bardzo dobre} ~ +2`,
    "{konkurencyjna cena|konkurencyjne ceny|przyzwoita cena|przyzwoite ceny|przystępna cena|przystępne ceny|przystępnej cenie|rozsądna cena|rozsądne ceny|rozsądną cenę|rozsądnie wycenione|uczciwa cena|uczciwe ceny|uczciwą cenę|uczciwie wycenione|dobra cena|dobre ceny|dobrą cenę|świetna cena|świetne ceny|niska cena|niskie ceny|niską cenę} ~ +2",
    "{za darmo|gratis|bez dopłaty|nic nie policzył|nic nie policzyli|nic nie wziął|nic nie wzięli|nie wziął pieniędzy|nie wzięli pieniędzy|nie wziął ani grosza|nie wzięli ani grosza} ~ +1 F",
    "{rabatu|rabatem|zniżka|zniżkę|zniżki|upust|upustu|opust|spuścił z ceny|spuścili z ceny|obniżył cenę|obniżyli cenę|opuścił z ceny} ~ +1",
    "{warte swojej ceny|wart swojej ceny|warta swojej ceny|warte każdej złotówki|wart każdej złotówki|warte każdego grosza|warte tych pieniędzy|warte każdego dolara} ~ +1 N-1",
    "warto ~ +1 W N-1",
    `${BILL} * {w porządku|ok|okej|normalna|normalne|standardowa|standardowe|rynkowa|rynkowe|średnia|średnie} ~ 0 S R`,
    "{normalna cena|przeciętna cena|standardowa cena|rynkowa cena|ani tanio ani drogo|ani drogo ani tanio|nie tanio nie drogo} ~ 0 S R",
    "{tanio|tanie|tani} {to|} nie {było|był|była|jest|wyszło} ~ -1 F",
    `${BILL} ~ 0 W N-1`,
  ],
  quality: [
    "{robota|robotę|roboty|wykonanie|wykonania|jakość|jakości} ~ 0 W N-1",
    "{dobra robota|świetna robota|solidna robota|porządna robota|czysta robota|fachowa robota|kawał dobrej roboty|robota na medal|robota pierwsza klasa|solidnie wykonane|porządnie wykonane|starannie wykonane|czysto wykonane|estetycznie wykonane|fachowo wykonane|profesjonalnie wykonane|zrobione jak należy|wykonane jak należy|zrobione porządnie|zrobione solidnie} ~ +2",
    `${WORK} * {świetna|wysoka|najwyższa|solidna|porządna|czysta|estetyczna|staranna|bez zarzutu|perfekcyjna|idealna|profesjonalna|na medal|pierwsza klasa|równiutko|równo|jak od linijki} ~ +2`,
    "solidnie|porządnie|starannie|estetycznie|fachowo|dokładny|dokładna|dokładni|staranny|staranna|staranni|równiutko ~ +1",
    "{wysoka|najwyższa|świetna|wysokiej|najwyższej|świetnej} {jakość|jakości} ~ +1",
    "{niska|słaba|kiepska|marna|niskiej|słabej|kiepskiej|marnej} {jakość|jakości} ~ -2",
    "{jak od linijki|jak spod igły|bez zarzutu|bez zastrzeżeń|zero zastrzeżeń|żadnych zastrzeżeń|bez poprawek} ~ +2 F",
    "{działa|grzeje|chłodzi|chodzi} {bez zarzutu|jak złoto|perfekcyjnie|idealnie|świetnie|jak należy|jak nowy|jak nowa|jak nowe|jak ta lala|bez problemu} ~ +1",
    "{ani kropli|nie cieknie już|już nie cieknie|już nie kapie|więcej nie cieknie|od tamtej pory spokój|od tej pory spokój|od tamtej pory działa|nie ma już problemu|problem nie wrócił} ~ +2 F",
    "{fuszerka|fuszerki|fuszerkę|fuszera|partactwo|partacz|partacze|partacka robota|spartaczył|spartaczyli|spartaczone|spartolił|spartolili|spartolone|schrzanił|schrzanili|schrzanione|byle jak|na odwal|na odwal się|po łebkach|niedbale|niechlujnie wykonane|tandeta|tandetnie|do poprawki|do poprawy} ~ -2",
    "{krzywo|krzywe płytki|krzywe fugi|krzywo położone|krzywo zamontowane|krzywo powieszone} ~ -1",
    "{znowu|znów|dalej|nadal|ciągle|wciąż|again|still} {cieknie|kapie|przecieka|zapchane|zapchany|zapchana|zatkane|zatkany|nie działa|nie grzeje|nie chłodzi|się zapycha|się zatyka} ~ -2 F",
    "{uszkodził|uszkodzili|uszkodziła|porysował|porysowali|zarysował|zarysowali|zniszczył|zniszczyli|połamał|połamali|pękła płytka|rozbił|rozbili|wyszczerbił} ~ -2",
  ],
  professionalism: [
    "uprzejmy|uprzejma|uprzejmi|uprzejme|uprzejmie|uprzejmość|miły|przemiły|przemiła|przemili|sympatyczny|sympatyczna|sympatyczni|grzeczny|grzeczna|grzeczni|grzecznie|kulturalny|kulturalna|kulturalni|kulturalnie|życzliwy|życzliwa|życzliwi|cierpliwy|cierpliwa|cierpliwi|cierpliwie|cierpliwość ~ +1",
    "{bardzo|była|był|byli|super|taka|taki|very|so|really} {miła|miłe|miłą|mili} ~ +1",
    "profesjonalny|profesjonalna|profesjonalni|profesjonalne|profesjonalnie|profesjonalista|profesjonalistka|profesjonaliści|profesjonalizm|zawodowiec|zawodowcy ~ +1",
    "{spoko gość|spoko facet|spoko koleś|spoko babka|fajny gość|fajny facet|fajna babka|porządny chłop|porządny człowiek|porządny gość|porządny facet|równy gość|złoty człowiek|dobry człowiek|dobra dusza|miły pan|miła pani|z szacunkiem|z kulturą|z uśmiechem} ~ +1",
    "{przeprosił|przeprosiła|przeprosili|przeprosiny|say przepraszam|said przepraszam|powiedział przepraszam|powiedziała przepraszam} ~ +1",
    "{nawet nie przeprosił|nawet nie przeprosiła|nawet nie przeprosili|bez przeprosin|ani przepraszam} ~ -1 F",
    "niemiły|niemiła|niemili|nieuprzejmy|nieuprzejma|nieuprzejmi|niegrzeczny|niegrzeczna|niegrzeczni|niegrzecznie|chamski|chamska|chamscy|chamsko|chamstwo|cham|chamka|opryskliwy|opryskliwa|opryskliwie|arogancki|arogancka|arogancko|bezczelny|bezczelna|bezczelnie|wredny|wredna ~ -2",
    "{nieprofesjonalny|nieprofesjonalna|nieprofesjonalni|nieprofesjonalnie|niekulturalny|niekulturalna|niekulturalnie|bez kultury|zero kultury} ~ -2 F",
    "{traktował|traktowała|traktowali|potraktował|potraktowała|potraktowali} {mnie|nas} jak {idiotę|idiotkę|głupka|głupią|dziecko|intruza} ~ -2",
    "{czułam|czułem|czuła|czuł|poczułam|poczułem} się {głupia|głupi|głupio|jak idiotka|jak idiota} ~ -1",
    "{rzucił słuchawką|rzuciła słuchawką|rozłączył się|rozłączyła się|zbył mnie|zbyła mnie|olał mnie|olali mnie|w pośpiechu|spieszył się|śpieszył się} ~ -1",
  ],
  communication: [
    "wytłumaczył|wytłumaczyła|wytłumaczyli|tłumaczył|tłumaczyła|objaśnił|objaśniła|wyjaśnił|wyjaśniła|wyjaśnili|wyjaśnienie|wyjaśnienia|uprzedził|uprzedziła|uprzedzili|poinformował|poinformowała|poinformowali|oddzwonił|oddzwoniła|oddzwonili|odpisał|odpisała|odpisali ~ +1",
    "{dał znać|dała znać|dali znać|dawał znać|dawali znać|wysłał sms|wysłała sms|wysłali sms|napisał sms|przysłali sms|przypomnienie sms} ~ +1",
    "{wszystko wytłumaczył|wszystko wyjaśnił|wszystko wytłumaczyła|wszystko wyjaśniła|cierpliwie wytłumaczył|cierpliwie wyjaśnił|jasno wytłumaczył|jasno wyjaśnił|na bieżąco|informował na bieżąco|informowali na bieżąco|zadzwonił wcześniej|zadzwoniła wcześniej|zadzwonili wcześniej|wysłał zdjęcia|wysłała zdjęcia|wysłali zdjęcia|przysłał zdjęcia|pokazał zdjęcia|szybki kontakt|dobry kontakt|świetny kontakt|super kontakt|kontakt bez zarzutu|szybko oddzwonili|szybko odpisali} ~ +2",
    "{nie oddzwonił|nie oddzwoniła|nie oddzwonili|nikt nie oddzwonił|nikt nie zadzwonił|nikt nie odpisał|nie odpisali|bez słowa|bez uprzedzenia|bez informacji|nic nie wyjaśnił|nic nie wytłumaczył|nic nie wyjaśnili|nic nie wytłumaczyli|nie poinformował|nie poinformowali|nikt nie poinformował|nikt nie uprzedził|nie uprzedzili|nie uprzedził|zero kontaktu|brak kontaktu|słaby kontakt|kiepski kontakt|kontakt zerowy} ~ -2 F",
    "{każdy mówi co innego|każdy mówił co innego|każdy mówi coś innego|każdy mówił coś innego} ~ -2",
  ],
  cleanliness: [
    "czysto|czyściutko|posprzątał|posprzątała|posprzątali|posprzątane|sprzątnął|sprzątnęła|sprzątnęli|wysprzątał|wysprzątali|odkurzył|odkurzyła|odkurzyli|pozamiatał|pozamiatali ~ +1",
    "{po sobie posprzątał|posprzątał po sobie|posprzątali po sobie|sprzątnął po sobie|sprzątnęli po sobie|zostawił czysto|zostawili czysto|zostawiła czysto|czyściej niż przed|czyściej niż było|wszystko czyste|wszystko czyściutkie|zabrał stare części|zabrali stare części|zabrał śmieci|zabrali śmieci|wywieźli gruz|wywiózł gruz|zabrał kartony|zabrali kartony} ~ +1",
    "{ochraniacze na buty|ochraniacze|ochraniaczach|zdjął buty|zdjęli buty|zdjęła buty|zdjął obuwie|zabezpieczył podłogę|zabezpieczyli podłogę|zabezpieczył meble|zabezpieczyli meble|folia na podłodze|podłoga zabezpieczona} ~ +1",
    "{zero bałaganu|żadnego bałaganu|bez bałaganu|bez brudu|zero brudu|ani śladu brudu} ~ +1 F",
    "brud|brudno|nabrudził|nabrudzili|nabrudziła|naniósł|nanieśli|naniosła|syf|syfu|chlew ~ -1",
    "{zostawił|zostawiła|zostawili|narobił|narobiła|narobili|left} {bałagan|bałaganu|syf|syfu|brud|śmieci|gruz|pył|kurz|błoto} ~ -2",
    "{bałagan|syf|brud|śmieci|gruz} {po sobie|po nich|po nim|wszędzie|everywhere} ~ -2",
    "{zostawił|zostawiła|zostawili} * {jak po wojnie|jak po bombie|jak chlew} ~ -2",
    "{brudne buty|brudnych butach|w butach po dywanie|ślady butów|błoto na podłodze|kurz wszędzie|pył wszędzie|błoto wszędzie} ~ -1",
    "czystość ~ 0 S",
  ],
  expertise: [
    "{prawdziwy fachowiec|fachowiec z prawdziwego zdarzenia|świetny fachowiec|dobry fachowiec|super fachowiec|najlepszy fachowiec|fachowiec w każdym calu|prawdziwi fachowcy|świetni fachowcy|dobrzy fachowcy|fachowcy z prawdziwego zdarzenia|real fachowiec|true fachowiec|great fachowiec|prawdziwy specjalista|dobry specjalista|świetny specjalista} ~ +1",
    "fachowość|kompetentny|kompetentna|kompetentni|kompetentnie|kompetencje|doświadczony|doświadczona|doświadczeni|fachowy|fachowa|fachowe|fachowi ~ +1",
    "{zna się na rzeczy|zna się na tym|znał się na rzeczy|znają się na rzeczy|zna swój fach|zna swoją robotę|wie co robi|wie , co robi|wiedział co robi|wiedział , co robi|wiedzą co robią|wiedzą , co robią|złote ręce|złote rączki} ~ +2",
    "{od razu|szybko|natychmiast|od ręki|w minutę|w kilka minut} {znalazł|znalazła|znaleźli|zdiagnozował|zdiagnozowała|zdiagnozowali|wiedział|wiedziała|zlokalizował|namierzył} ~ +1",
    "{niekompetentny|niekompetentna|niekompetentni|nieudolny|nieudolna|nieudolnie|nieudacznik|dyletant|brak kompetencji|zero kompetencji} ~ -2",
    "{nie zna się|nie znał się|nie znają się|nie wiedział co robi|nie wiedział , co robi|nie wie co robi|nie wie , co robi|nie miał pojęcia|nie ma pojęcia|nie mieli pojęcia|nie mają pojęcia|nie potrafił znaleźć|nie umiał znaleźć|nie znalazł przyczyny|nie znaleźli przyczyny} ~ -2 F",
  ],
  honesty: [
    "uczciwy|uczciwa|uczciwi|uczciwie|uczciwość|szczery|szczera|szczerzy ~ +1",
    "{uczciwa firma|uczciwy fachowiec|uczciwy człowiek|uczciwi ludzie|godny zaufania|godna zaufania|godni zaufania|można zaufać|można im zaufać|można mu zaufać|można jej zaufać} ~ +1",
    "{bez naciągania|nie naciągał|nie naciągali|nic nie wciskał|nic nie wciskali|nie wciskał|nie wciskali|bez wciskania|bez presji|bez nacisku|nie namawiał|nie namawiali|bez ukrytych kosztów|bez ukrytych opłat|bez niespodzianek|żadnych niespodzianek|zero niespodzianek} ~ +1 F",
    "{zgodnie z wyceną|zgodnie z kosztorysem|tak jak w wycenie|tyle ile w wycenie|jak się umówiliśmy|jak było umówione|zgodnie z umową} ~ +1",
    `${BILL} {zgodna z wyceną|zgodny z wyceną|jak w wycenie|jak w kosztorysie|jak ustalone|jak umówione} ~ +1 F`,
    "{nie trzeba|nie potrzeba|nie ma potrzeby|nie musimy|nie musieliśmy} {wymieniać|wymiany|nowego|nowej|nowych|kupować} ~ +1 F",
    "oszust|oszuści|oszustka|oszustwo|oszukał|oszukali|oszukała|oszukani|naciągacz|naciągacze|naciągnął|naciągnęli|naciągnęła|naciągają|naciąganie|kłamca|kłamał|kłamali|okłamał|okłamali|skłamał|nieuczciwy|nieuczciwa|nieuczciwi|nieuczciwie|krętacz|krętacze ~ -2",
    "wciskał|wciskali|wcisnął|wcisnęli|wciskanie|nachalny|nachalna|nachalni|nachalnie|naciskał|naciskali|presja ~ -1",
    "{drożej|więcej|wyższa|wyższy|more|higher} {niż|than} * {wycena|wycenie|wyceny|kosztorys|kosztorysie|umówiliśmy|ustaliliśmy|quote|quoted} ~ -2",
    "{ukryte koszty|ukryte opłaty|dopisali|doliczyli|doliczył|dopisał} ~ -2",
  ],
};

/** Polish cues, per aspect, in both spellings, brace groups spread. */
export const POLISH_ASPECT_CUES: Readonly<
  Record<AspectId, readonly string[]>
> = byAspect((aspect) => polishSpellings(CUES[aspect]));

/** General opinion words in Polish (no aspect of their own). */
export const POLISH_GENERAL_CUES: readonly string[] = polishSpellings([
  // Stock praise: "polecam", "super firma", "świetnie" name no aspect.
  "{świetnie|świetny|świetna|świetni|rewelacja|rewelacyjnie|rewelacyjny|rewelacyjna|idealnie|perfekcyjnie|doskonale|znakomicie|wspaniale|fantastycznie|pierwsza klasa|na medal|na piątkę|pięć gwiazdek|5 gwiazdek|zachwycony|zachwycona|super firma|super obsługa} ~ +2",
  "{dobrze|dobry|dobre|dobrzy|bardzo dobra|fajnie|fajny|fajna|fajne|polecam|polecamy|godny polecenia|godna polecenia|godni polecenia|zadowolony|zadowolona|zadowoleni|pomocny|pomocna|pomocni|rzetelny|rzetelna|rzetelni|rzetelnie|solidny|solidna|solidni|sprawnie|sprawny|sprawna|niezawodny} ~ +1",
  "{źle|zły|zła|złe|fatalnie|fatalny|fatalna|tragicznie|tragiczny|tragedia|masakra|porażka|koszmar|beznadziejnie|beznadziejny|beznadziejna|dramat|żenada|skandal|skandaliczne|kpina|rozczarowany|rozczarowana|rozczarowanie|zawiedziony|zawiedziona|niezadowolony|niezadowolona|odradzam} ~ -2",
  "{kiepsko|kiepski|kiepska|słabo|słaby|słaba|niestety} ~ -1",
  "{nie polecam|nigdy więcej|omijać szerokim łukiem|omijajcie|szkoda czasu} ~ -2 F",
  "{w porządku|okej|spoko|tak sobie|średnio|przeciętnie|przeciętny|przeciętna|może być|ujdzie|normalnie|standardowo} ~ 0",
  "{nic specjalnego|nic szczególnego|nic nadzwyczajnego|bez rewelacji} ~ 0 F",
  "warto było czekać ~ +2",
  "{warto polecić|warto skorzystać|warto zadzwonić|jak nowy|jak nowa|jak nowe} ~ +1",
  // Complaints taken back, as "not their fault" does.
  "{nie ich wina|nie jego wina|nie jej wina|zdarza się|tak bywa|nie szkodzi|nic się nie stało|nie ma tragedii|bez tragedii} ~ 0 F",
]);

/**
 * Phrases that look like Polish cues but are none: fillers ("szczerze
 * mówiąc"), greetings ("dzień dobry"), "czysto" as "purely", prices that
 * went up everywhere, the utility's bill, a filter that was dirty, the
 * reviewer paying on time, and a price foretold ("tanio nie będzie").
 */
export const POLISH_NEUTRALIZERS: readonly string[] = polishSpellings([
  "{szczerze mówiąc|mówiąc szczerze|szczerze powiedziawszy|jeśli mam być szczery|jeśli mam być szczera|prawdę mówiąc|uczciwie mówiąc|szczerze}",
  "{dzień dobry|dobry wieczór|wszystkiego dobrego}",
  "czysto {teoretycznie|technicznie|formalnie}",
  "{wszystko|everything} {jest|is|teraz|now|} {drogie|drogo|droższe|drożeje} {teraz|now|}",
  "{rachunek|rachunki} za {prąd|gaz|ogrzewanie|wodę}",
  "{filtr|filtry|przewody|kanały|rura|rury|odpływ} {był|były|była|} {brudny|brudne|brudna|zapchany|zapchane|zapchana}",
  "{zapłaciłem|zapłaciłam|zapłaciliśmy|płacę|paid} {na czas|punktualnie|w terminie}",
  "{tanio|taniej} nie będzie",
]);

/**
 * Polish words that negate what follows ("nie", "nigdy", "bez"), in the
 * spellings with and without Polish letters ("żaden", "zaden"). Not "nic", which
 * closes a phrase as often as it opens one ("za nic"), nor "ani", a name.
 */
export const POLISH_NEGATORS: readonly string[] = polishSpellings(
  "nie nigdy bez nikt żaden żadna żadne żadnego żadnej żadnych".split(" "),
);

/** Polish words that strengthen the next opinion word ("bardzo miły"). */
export const POLISH_INTENSIFIERS: readonly string[] = polishSpellings(
  ("bardzo strasznie naprawdę ogromnie niesamowicie totalnie kompletnie " +
    "absolutnie wyjątkowo niezwykle mocno okropnie").split(" "),
);

/** English words inside the entries ("real fachowiec", "done na czas"). */
const ENGLISH_IN_ENTRIES: ReadonlySet<string> = new Set(
  ("came arrived showed here was were done finished completed ready left " +
    "real true great even again still more higher than the quote quoted " +
    "say said paid everything everywhere now very really super zero")
    .split(" "),
);

/**
 * Words that open a Polish clause after "ale" ("ale warto", "ale
 * partacz"): Polish words that follow "but", and every word of three
 * letters or more in the entries above, less the English ones.
 */
const CLAUSE_OPENERS: ReadonlySet<string> = new Set([
  ...polishSpellings(
    ("nie to jest był była było byli za też tylko bardzo warto wszystko " +
      "cena pan pani jednak potem już")
      .split(" "),
  ),
  ...[...Object.values(POLISH_ASPECT_CUES).flat(), ...POLISH_GENERAL_CUES]
    .flatMap((spec) => spec.split(" ~ ")[0].split(/[\s{}|]+/)).filter((word) =>
      /^[^\s\d,.]{3,}$/.test(word) && !ENGLISH_IN_ENTRIES.has(word)
    ),
]);

/** The Polish word for "but", guarded by `CLAUSE_OPENERS`. */
const POLISH_CONTRAST: GuardedContrast = {
  words: ["ale"],
  openers: CLAUSE_OPENERS,
};

/**
 * Whether a word opens a contrasting Polish clause: "ale" before a Polish
 * word ("drogo, ale warto", "uprzejmy, ale partacz"); never the English
 * "ale" nor the Kreyòl one ("li ale san li pa eksplike").
 *
 * @param word A word's normal form.
 * @param next The normal form of the word after it, if any.
 * @returns Whether it opens a contrast.
 */
export function opensPolishContrast(
  word: string,
  next: string | undefined,
): boolean {
  return opensGuardedContrast(POLISH_CONTRAST, word, next);
}

/**
 * Polish words that start a contrasting clause ("drogo, jednak warto");
 * "niestety" does, as "unfortunately" does. Not "ale" (English, Kreyòl;
 * `opensPolishContrast`).
 */
export const POLISH_CONTRAST_WORDS: readonly string[] = polishSpellings(
  "jednak lecz natomiast niestety chociaż choć mimo".split(" "),
);

/** Polish words that join two clauses, as "and" does ("oraz", "potem"). */
export const POLISH_AND_WORDS: readonly string[] = ["oraz", "potem"];

/** Names of aspects in sub-ratings, each with the words that name it. */
const SUB_RATING_NAMES: Readonly<Partial<Record<AspectId, string>>> = {
  price: "cena ceny koszt koszty",
  quality: "jakość wykonanie praca robota",
  cleanliness: "czystość porządek",
  punctuality: "punktualność terminowość",
  professionalism: "uprzejmość kultura",
  honesty: "uczciwość",
  communication: "komunikacja kontakt",
  expertise: "fachowość wiedza",
};

/**
 * Names of aspects in Polish sub-ratings ("Cena 3/5", "Jakość 5/5"), with
 * and without Polish letters.
 */
export const POLISH_SUB_RATING_LABELS: ReadonlyArray<[string, AspectId]> =
  Object.entries(SUB_RATING_NAMES).flatMap(([aspect, names]) =>
    polishSpellings(names.split(" ")).map((name): [string, AspectId] => [
      name,
      aspect as AspectId,
    ])
  );

/** Answers that deny a question before them ("Punktualnie? Wcale."). */
export const POLISH_NO_ANSWERS: readonly (readonly string[])[] = phrases([
  "nie",
  "nie bardzo",
  "nie za bardzo",
  "niezbyt",
  "wcale",
  "wcale nie",
  "raczej nie",
  "absolutnie nie",
  "zdecydowanie nie",
  "no nie",
  "gdzie tam",
  "niestety nie",
]);

/** Answers that grant a question only in part ("Drogo? Trochę."). */
export const POLISH_HEDGE_ANSWERS: readonly (readonly string[])[] = phrases([
  "trochę",
  "troszkę",
  "nieco",
  "może",
  "może trochę",
  "w sumie",
  "poniekąd",
  "częściowo",
  "tak sobie",
  "tak i nie",
  "mniej więcej",
  "jako tako",
  "średnio",
  "technicznie",
  "nie do końca",
]);

/**
 * Words that wave a complaint off ("late one hour, but she texted before,
 * spoko"): the labelled sets make it neutral (softeners.ts). "Spoko" only
 * as a word of its own ("spoko, no problem", "ale spoko"), not "spoko
 * gość"; "trudno" only as "no trudno" ("trudno się dodzwonić" is a
 * complaint); "nie ma problemu" only after "więc", "ale", "to" ("już nie
 * ma problemu" praises the fix).
 */
export const POLISH_WAVE_OFFS: readonly (readonly string[])[] = phrases([
  ...["so", "but", "ale", "więc", "to"].flatMap((word) =>
    ["spoko", "nie ma problemu", "żaden problem"].map((wave) =>
      `${word} ${wave}`
    )
  ),
  "spoko ,",
  "spoko .",
  "spoko !",
  "no cóż",
  "no trudno",
  "nie szkodzi",
  "nic nie szkodzi",
  "nic się nie stało",
  "nie ma sprawy",
  "zdarza się",
  "tak bywa",
  "każdemu się zdarza",
  "nie ma tragedii",
  "bez tragedii",
  "nie ich wina",
  "nie jego wina",
  "nie jej wina",
]);

/** The Polish tables, as `lexicon_languages.ts` joins them. */
export const POLISH_TABLES: LanguageTables = {
  aspectCues: POLISH_ASPECT_CUES,
  general: POLISH_GENERAL_CUES,
  negators: POLISH_NEGATORS,
  intensifiers: POLISH_INTENSIFIERS,
  andWords: POLISH_AND_WORDS,
  contrastWords: POLISH_CONTRAST_WORDS,
  subRatingLabels: POLISH_SUB_RATING_LABELS,
  neutralizers: POLISH_NEUTRALIZERS,
  noAnswers: POLISH_NO_ANSWERS,
  hedgeAnswers: POLISH_HEDGE_ANSWERS,
  waveOffs: POLISH_WAVE_OFFS,
  guardedContrast: POLISH_CONTRAST,
};
