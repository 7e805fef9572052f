/**
 * Norwegian (Bokmål and Nynorsk) words of the gloss table
 * (`text_nordic_gloss_words.ts`): the verbs, judgements, time, money and
 * function words of everyday Norwegian reviews with their inflected
 * forms, each `word:english/lemma`, and the dialect and Nynorsk
 * pronouns and negators ("kom ho ikkje", "dæm ringte itte", "dokker").
 * Kept apart so the table stays readable as it grows to each language's
 * everyday vocabulary. "Lakk", "rensa" and "kosta" stay unglossed: read
 * as "leaked", "cleaned" and "cost" they named a leak repair, praised
 * tidiness or priced a bare sum.
 *
 * @module
 */

/** Norwegian words no English text writes, with their English gloss. */
export const NORWEGIAN_GLOSSES: readonly string[] = `
  møtte:showed/show kommet:come ringt:called/call besvart:answered/answer
  installert:installed/install montert:installed/install
  monterte:installed/install skiftet:replaced/replace
  erstattet:replaced/replace  rengjort:cleaned/clean
  ryddet:tidied/tidy betalt:paid/pay venter:waiting/wait sier:says/say
  fortalte:told/tell nevnte:mentioned/mention nevnt:mentioned/mention
  skrev:wrote/write glemt:forgot/forget fått:got/get ga:gave/give
  gitt:given/give hørte:heard/hear visste:knew/know funnet:found/find
  sjekket:checked/check virker:works/work fungerer:works/work
  fungerte:worked/work holdt:kept/keep anbefalte:recommended/recommend
  avlyste:cancelled/cancel avlyst:cancelled/cancel prøvde:tried/try
  prøvd:tried/try mente:thought/think manglet:lacked/lack
  mangler:lacks/lack  lekket:leaked/leak
  ødela:broke/break etterlot:left/leave tilbød:offered/offer
    avtalt:agreed/agree
  avtalte:agreed/agree trengte:needed/need kjørte:drove/drive
  snakket:talked/talk brydde:bothered/bother gadd:bothered/bother
  levert:delivered/deliver leverte:delivered/deliver brukte:used/use
  forsto:understood/understand dekket:covered/cover blitt:been/be
  blir:is/be bli:be vere:be gjøre:do sendt:sent/send valgte:chose/choose
  tatt:taken/take kostet:cost tilkalte:called/call
  kjempefornøyd:delighted strålende:brilliant suveren:superb
  effektiv:efficient effektive:efficient effektivt:efficiently/efficient
  ryddige:tidy rask:quick raske:quick trege:slow sein:late
  uprofesjonell:unprofessional uprofesjonelt:unprofessional frekke:rude
  slurvete:sloppy skitne:dirty møkkete:dirty feil:wrong
  ødelagt:broken/break skuffet:disappointed/disappoint
  skuffende:disappointing urimelig:unreasonable urimelige:unreasonable
  pålitelig:reliable pålitelige:reliable upålitelig:unreliable
  tålmodig:patient hjelpsom:helpful hjelpsomme:helpful
  imøtekommende:accommodating nydelig:lovely nydelige:lovely
  fantastiske:fantastic utrolig:incredibly utrolige:incredible
  kjempefint:great kjempefin:great gode:good beste:best/good dyrere:pricier
  ærlige:honest ærlighet:honesty punktlige:punctual ganske:quite
  nokså:quite nesten:almost  kun:only spesielt:especially
  kanskje:maybe egentlig:actually faktisk:actually ellers:otherwise
  derimot:however selv:even fordi:because derfor:therefore hvis:if ennå:yet
  fortsatt:still fremdeles:still ofte:often sjelden:rarely først:first
  sist:last senere:later siden:since etterpå:afterwards straks:immediately
   tilbake:back opp:up hjem:home hjemme:home
   verken:neither meg:me oss:us vår:our våre:our vårt:our
  mitt:my hennes:her henne:her deres:their dere:you deg:you hva:what
  hvem:who hvorfor:why hvordan:how denne:this dette:this disse:these
  slik:such slikt:such sånn:such mye:much mer:more mindre:less annen:other
  annet:other andre:other eneste:only akkurat:exactly elleve:eleven
  tolv:twelve femti:fifty hundre:hundred tusen:thousand timene:hours/hour
  minuttene:minutes/minute dagene:days/day døgn:day ukene:weeks/week
  måneden:month år:years/year året:year morgen:morning morgenen:morning
   ettermiddag:afternoon formiddag:morning lunsj:lunch
  natt:night natten:night avtale:appointment avtalen:appointment
  besøk:visit besøket:visit beskjed:message telefonen:phone samtale:call
  tilbakemelding:response beløp:amount rabatt:discount tillegg:surcharge
  kroner:crowns/crown teknikeren:technician elektrikeren:electrician
  montøren:technician rørlegger:plumber rørleggeren:plumber firmaet:company
  selskapet:company  arbeid:work oppdrag:job jobb:job
  nok:enough grei:okay greit:okay
  bytta:replaced/replace skifta:replaced/replace
  fjerna:removed/remove
  fjernet:removed/remove
  streika:failed/fail streiket:failed/fail funker:works/work
  funka:worked/work funket:worked/work slutta:stopped/stop
  sluttet:stopped/stop venta:waited/wait lova:promised/promise
  lovte:promised/promise lovde:promised/promise sjekka:checked/check
  ordna:fixed/fix ordnet:fixed/fix sperra:blocked/block
  sperret:blocked/block klaget:complained/complain
  klaga:complained/complain spurte:asked/ask spurde:asked/ask
  tenkte:thought/think fekk:got/get gjekk:went/go gjer:does/do gjere:do
  kome:come kjem:comes/come sende:send parkerte:parked/park
  reiste:left/leave svara:answered/answer forklarde:explained/explain
  forklart:explained/explain tilbudt:offered/offer fakturerte:billed/bill
  fakturert:billed/bill brukt:used/use mistet:lost/lose knuste:broke/break
  gløymde:forgot/forget gløymt:forgot/forget huska:remembered/remember
  husket:remembered/remember løste:solved/solve løyste:solved/solve
  støvsugde:vacuumed/vacuum vaska:washed/wash vasket:washed/wash
  tørket:wiped/wipe kvifor:why korfor:why korleis:how kva:what
  kven:who kæm:who heilt:completely berre:only noko:anything
  nokon:anyone nåkka:anything allerede:already
  svært:very altfor:too eller:or når:when innen:within
  dårleg:bad håpløs:hopeless håplaus:hopeless supert:great nøgd:satisfied
  billeg:cheap rimeleg:reasonable frekt:rude hyggeleg:nice koselig:nice
  koseleg:nice grundige:thorough treig:slow tidleg:early
  regninga:bill tilbodet:quote veke:week veker:weeks uka:week
 
  ho:she dæm:they dokker:you dåkker:you døkk:you dykk:you mæ:me dæ:you
  ikkj:not itte:not ittj:not
`.trim().split(/\s+/);

/** Norwegian words that are also English words (wholly Nordic sentences). */
export const NORWEGIAN_LOOKALIKES: readonly string[] = `
  inn:in seine:late lover:promises/promise sur:grumpy mens:while
  hu:she ka:what
`.trim().split(/\s+/);
