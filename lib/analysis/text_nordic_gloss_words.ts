/**
 * The gloss table of `text_nordic_gloss.ts`: the everyday words of Danish,
 * Norwegian (Bokmål and Nynorsk) and Swedish reviews, each with the
 * English word it reads as. Each entry is `word:english` or
 * `word:english/lemma` (the English normal form, then its lemma when it
 * differs: "kom:came/come"). The words are data, grouped by what they
 * say; one Nordic spelling may serve several languages.
 *
 * Words that are also English words ("men", "sent", "for", "time", "i",
 * "at", "bra", "fin", "var", "den", "han") are in `LOOKALIKE_GLOSSES`:
 * they are read so only in a sentence that reads wholly Nordic.
 *
 * @module
 */
import {
  DANISH_DIALECT_GLOSSES,
  DANISH_GLOSSES,
  DANISH_LOOKALIKES,
} from "./text_nordic_gloss_danish.ts";
import {
  NORWEGIAN_GLOSSES,
  NORWEGIAN_LOOKALIKES,
} from "./text_nordic_gloss_norwegian.ts";
import {
  SWEDISH_GLOSSES,
  SWEDISH_LOOKALIKES,
} from "./text_nordic_gloss_swedish.ts";

/** Verbs of coming, calling, fixing, charging, cleaning, saying, waiting. */
const VERBS = `
  kom:came/come kommer:comes/come komme:come kommit:come kommet:come
  dukket:showed/show dök:showed/show ankom:arrived/arrive
  ringde:called/call ringede:called/call ringte:called/call ringa:call
  ringe:call fikset:fixed/fix fiksa:fixed/fix fikse:fix fiksede:fixed/fix
  fixade:fixed/fix fixa:fix fixet:fixed/fix lagade:fixed/fix
  reparerade:repaired/repair reparerte:repaired/repair
  reparerede:repaired/repair reparert:repaired/repair
  repareret:repaired/repair tok:took/take tog:took/take tar:takes/take
  tager:takes/take betalte:paid/pay betalade:paid/pay betalat:paid/pay
  betale:pay betala:pay kostade:cost kostet:cost kostede:cost
  koster:costs/cost kostar:costs/cost städade:cleaned/clean
  ryddet:tidied/tidy ryddede:tidied/tidy rydda:tidied/tidy
  rengjorde:cleaned/clean sa:said/say sade:said/say sagde:said/say
  sagt:said/say lovet:promised/promise lovede:promised/promise
  lovade:promised/promise lovat:promised/promise
  forklarte:explained/explain forklarede:explained/explain
  förklarade:explained/explain viste:showed/show visade:showed/show
  väntade:waited/wait ventet:waited/wait ventede:waited/wait vänta:wait
  vente:wait svarade:answered/answer svarte:answered/answer
  svarede:answered/answer skickade:sent/send sendte:sent/send
  messade:texted/text byttet:replaced/replace byttede:replaced/replace
  installerte:installed/install installerede:installed/install
  installerade:installed/install hittade:found/find fant:found/find
  fandt:found/find gick:went/go gikk:went/go gik:went/go gjorde:did/do
  gjort:done/do fick:got/get fikk:got/get fik:got/get anbefaler:recommend
  anbefale:recommend anbefales:recommended/recommend
  rekommenderar:recommend rekommenderas:recommended/recommend
  rekommendera:recommend glemte:forgot/forget glömde:forgot/forget
  trodde:thought/think hjälpte:helped/help hjalp:helped/help
  hjelpte:helped/help skulle:should kunne:could kunde:could måste:must
  måtte:had/have ville:would vill:wants/want ska:will skal:will är:is/be
  er:is/be ble:was/be blev:was/be blei:was/be vore:were/be varit:been/be
  vært:been/be været:been/be har:has/have hade:had/have havde:had/have
  hadde:had/have
`.trim().split(/\s+/);

/** Adjectives and adverbs of praise and complaint. */
const JUDGEMENTS = `
  seint:late forsinket:delayed/delay forsinka:delayed/delay
  försenad:delayed/delay försenade:delayed/delay punktlig:punctual
  punktliga:punctual punktlige:punctual presis:punctual tidig:early
  tidlig:early tidligt:early snabb:quick snabbt:quickly/quick snabba:quick
  raskt:quickly/quick hurtig:quick hurtigt:quickly/quick
  kjapt:quickly/quick långsam:slow langsom:slow treg:slow dyr:expensive
  dyrt:expensive dyre:expensive dyra:expensive billig:cheap billigt:cheap
  billiga:cheap billige:cheap rimlig:reasonable rimligt:reasonable
  rimelig:reasonable rimeligt:reasonable rimelige:reasonable
  prisvärt:affordable prisvärd:affordable trevlig:friendly
  trevliga:friendly trevligt:friendly hyggelig:friendly hyggelige:friendly
  venlig:friendly venlige:friendly vennlig:friendly vennlige:friendly
  otrevlig:unfriendly oförskämd:rude frekk:rude uhøflig:rude uhøflige:rude
  ohövlig:rude høflig:polite høflige:polite artig:polite artiga:polite
  hövlig:polite duktig:skilled duktiga:skilled dygtig:skilled
  dygtige:skilled dyktig:skilled dyktige:skilled kunnig:knowledgeable
  kunniga:knowledgeable kyndig:knowledgeable noggrann:thorough
  noggrant:thoroughly/thorough noggranna:thorough grundig:thorough
  grundigt:thoroughly/thorough nøye:thoroughly/thorough slarvig:sloppy
  slarvigt:sloppy slurvet:sloppy sjusket:sloppy smutsig:dirty
  smutsigt:dirty skitten:dirty skittent:dirty beskidt:dirty rotete:messy
  rodet:messy stökigt:messy stökig:messy ryddig:tidy ryddigt:tidy
  prydlig:neat städat:clean ärlig:honest ärliga:honest ærlig:honest
  ærligt:honest ærlige:honest oärlig:dishonest uærlig:dishonest
  nöjd:satisfied/satisfy nöjda:satisfied/satisfy fornøyd:satisfied/satisfy
  fornøyde:satisfied/satisfy tilfreds:satisfied/satisfy
  missnöjd:dissatisfied misfornøyd:dissatisfied utilfreds:dissatisfied
  dålig:bad dåligt:bad dåliga:bad dårlig:bad dårligt:bad dårlige:bad
  utmärkt:excellent utmerket:excellent fremragende:excellent
  fantastiskt:fantastic jättebra:great kjempebra:great toppen:great
  flott:great hemskt:terrible hemsk:terrible forferdelig:terrible
  frygtelig:terrible förfärlig:terrible elendig:terrible lugn:calm
  profesjonell:professional profesjonelle:professional
  professionel:professional professionell:professional
  professionella:professional fint:fine bättre:better/good
  bedre:better/good sämre:worse/bad verre:worse/bad værre:worse/bad
  billigare:cheaper/cheap billigere:cheaper/cheap snabbare:faster/fast
  raskere:faster/fast hurtigere:faster/fast
`.trim().split(/\s+/);

/** Time, money, negators, intensifiers, contrast and function words. */
const OTHER = `
  två:two tre:three fyra:four fem:five seks:six sju:seven syv:seven
  åtta:eight åtte:eight otte:eight nio:nine tio:ten tjugo:twenty
  tyve:twenty tjue:twenty trettio:thirty tretti:thirty tredive:thirty
  fyrtio:forty førti:forty fyrre:forty femton:fifteen femten:fifteen
  halv:half över:over andra:other offerterna:quotes/quote totalen:total
  förlåt:sorry unnskyld:sorry undskyld:sorry lugnt:fine så:so litt:bit
  lidt:bit haft:had/have hatt:had/have
  pris:price prisen:price priset:price priser:prices/price
  priserna:prices/price faktura:invoice fakturan:invoice fakturaen:invoice
  regning:bill regningen:bill räkning:bill räkningen:bill offert:quote
  offerten:quote tilbud:quote tilbudet:quote tilbuddet:quote kostnad:cost
  kostnaden:cost kostnader:costs/cost avgift:fee avgiften:fee gebyr:fee
  gebyret:fee pengar:money pengarna:money penge:money pengene:money
  penger:money timme:hour timmar:hours/hour timmen:hour timar:hours/hour
  minutter:minutes/minute minuter:minutes/minute dagen:day dagar:days/day
  dage:days/day dager:days/day vecka:week veckor:weeks/week veckan:week
  uke:week uker:weeks/week uken:week uge:week uger:weeks/week ugen:week
  månad:month månader:months/month måned:month måneder:months/month
  igår:yesterday idag:today imorgon:tomorrow samma:same samme:same
  nästa:next neste:next næste:next efter:after etter:after innan:before
  före:before før:before ikke:not inte:not ikkje:not ikki:not aldrig:never
  aldri:never ingen:no inget:no intet:nothing ingenting:nothing
  alltid:always altid:always igen:again igjen:again mycket:very meget:very
  veldig:very väldigt:very virkelig:really verkligen:really riktigt:really
  rigtig:really rigtigt:really skikkelig:really ganska:quite
  ganske:quite alltför:too dock:though likevel:still ändå:still
  alligevel:still tyvärr:unfortunately dessverre:unfortunately
  desværre:unfortunately heldigvis:fortunately lyckligtvis:fortunately
  jag:i jeg:i eg:i vi:we hon:she hun:she dem:them dom:they dei:they det:it
  och:and og:and att:to å:to som:that med:with till:to til:to från:from
  fra:from av:of om:about också:also også:also ogso:also än:than enn:than
  nej:no nei:no jo:yes här:here her:here där:there der:there hela:whole
  hele:whole allt:everything alt:everything alla:all alle:all
  något:anything noe:anything noget:anything någon:anyone noen:anyone
  nogen:anyone jobbet:job jobben:job arbetet:work arbeidet:work
  arbejdet:work
`.trim().split(/\s+/);

/** Glosses of words that are also English words (wholly Nordic sentences). */
const LOOKALIKES = `
  fire:four ni:nine ti:ten sex:six to:two i:during lite:bit
  men:but sent:late time:hour timer:hours/hour dag:day at:to var:was/be
  vart:was/be bra:good god:good godt:good den:it han:he de:they kan:can
  ja:yes rent:clean ren:clean tid:time tiden:time bytte:replaced/replace
  perfekt:perfect fantastisk:fantastic super:great rolig:calm
  blid:cheerful so:so må:must få:get ta:take vil:will end:than
`.trim().split(/\s+/);

/** An entry's English normal form and lemma. */
export interface Gloss {
  /** The English normal form. */
  norm: string;
  /** The English lemma. */
  lemma: string;
}

/** Reads `word:english/lemma` entries into a table. */
function table(entries: readonly string[]): ReadonlyMap<string, Gloss> {
  const result = new Map<string, Gloss>();
  for (const entry of entries) {
    const cut = entry.lastIndexOf(":");
    const [norm, lemma] = entry.slice(cut + 1).split("/");
    result.set(entry.slice(0, cut), { norm, lemma: lemma ?? norm });
  }
  return result;
}

/**
 * Nordic words no English text writes, with their English gloss; the
 * shared lists above come last, so their reading wins over a language's.
 */
export const NORDIC_GLOSSES: ReadonlyMap<string, Gloss> = table([
  ...DANISH_GLOSSES,
  ...NORWEGIAN_GLOSSES,
  ...SWEDISH_GLOSSES,
  ...VERBS,
  ...JUDGEMENTS,
  ...OTHER,
]);

/** Nordic words that are also English words, with their gloss. */
export const LOOKALIKE_GLOSSES: ReadonlyMap<string, Gloss> = table([
  ...DANISH_LOOKALIKES,
  ...NORWEGIAN_LOOKALIKES,
  ...SWEDISH_LOOKALIKES,
  ...LOOKALIKES,
]);

/** Danish dialect words that are also English words ("it" is "not"). */
export const DIALECT_GLOSSES: ReadonlyMap<string, Gloss> = table(
  DANISH_DIALECT_GLOSSES,
);

/**
 * Two-word phrases read as two English words: "for sent" is "too late",
 * "i tide" is "on time", "til tiden" is "on time".
 */
export const PHRASE_GLOSSES: ReadonlyMap<string, readonly [Gloss, Gloss]> =
  new Map(
    [
      ["for sent", "too", "late"],
      ["för sent", "too", "late"],
      ["for seint", "too", "late"],
      ["for dyrt", "too", "expensive"],
      ["för dyrt", "too", "expensive"],
      ["for dyr", "too", "expensive"],
      ["för dyr", "too", "expensive"],
      ["i tide", "on", "time"],
      ["i tid", "on", "time"],
      ["til tiden", "on", "time"],
      ["till tiden", "on", "time"],
      ["på forhånd", "in", "advance"],
      ["fair nok", "fair", "enough"],
      ["en så", "such", "a"],
      ["ett så", "such", "a"],
      ["ei så", "such", "a"],
      ["fair nog", "fair", "enough"],
      ["greit nok", "fair", "enough"],
      ["bra nok", "good", "enough"],
      ["bra nog", "good", "enough"],
      ["godt nok", "good", "enough"],
      ["ikke engang", "not", "even"],
      ["inte ens", "not", "even"],
      ["i förväg", "in", "advance"],
      ["i forvejen", "in", "advance"],
    ].map(([phrase, first, second]) => [
      phrase,
      [{ norm: first, lemma: first }, { norm: second, lemma: second }],
    ]),
  );
