/**
 * Danish words of the gloss table (`text_nordic_gloss_words.ts`): the
 * verbs, judgements, time, money and function words of everyday Danish
 * reviews with their inflected forms, each `word:english/lemma`. Kept
 * apart so the table stays readable as it grows to each language's
 * everyday vocabulary.
 *
 * @module
 */

/** Danish words no English text writes, with their English gloss. */
export const DANISH_GLOSSES: readonly string[] = `
  dukkede:showed/show mødte:showed/show ankommet:arrived/arrive
  ringet:called/call svarer:answers/answer svaret:answered/answer
  besvarede:answered/answer besvaret:answered/answer ordnede:fixed/fix
  ordnet:fixed/fix lavede:did/do lavet:done/do anede:knew/know
  installeret:installed/install monterede:installed/install
  monteret:installed/install skiftede:replaced/replace
  skiftet:replaced/replace udskiftede:replaced/replace
  udskiftet:replaced/replace udskiftes:replaced/replace
  erstattede:replaced/replace
  støvsugede:vacuumed/vacuum fejede:swept/sweep ryddede:tidied/tidy
  opkrævede:charged/charge opkræver:charges/charge fakturerede:billed/bill
  betalt:paid/pay venter:waiting/wait ventet:waited/wait siger:says/say
  fortalte:told/tell fortælle:tell forklaret:explained/explain
  nævnt:mentioned/mention nævnte:mentioned/mention skrev:wrote/write
  glemt:forgot/forget kørte:drove/drive hørte:heard/hear vidste:knew/know
  fundet:found/find kiggede:looked/look kigget:looked/look
  tjekkede:checked/check tjekket:checked/check hjulpet:helped/help
  virker:works/work virkede:worked/work fungerer:works/work
  fungerede:worked/work holdt:kept/keep anbefalede:recommended/recommend
  aflyste:cancelled/cancel aflyst:cancelled/cancel fået:got/get
  givet:given/give snakkede:talked/talk talte:talked/talk prøvede:tried/try
  prøvet:tried/try troede:thought/think mente:thought/think
  manglede:lacked/lack mangler:lacks/lack
  lækkede:leaked/leak ødelagde:broke/break efterlod:left/leave
  tilbød:offered/offer tilbyder:offers/offer overholdt:kept/keep
  aftalt:agreed/agree aftalte:agreed/agree
   behøvede:needed/need leverede:delivered/deliver
  leveret:delivered/deliver brugte:used/use lyttede:listened/listen
  forstod:understood/understand dækkede:covered/cover blevet:been/be
  bliver:is/be blive:be være:be gøre:do sendt:sent/send valgte:chose/choose
    dejlig:lovely dejligt:lovely glimrende:excellent
  pæn:good pænt:well/good pæne:good ordentlig:proper
  ordentligt:properly/proper effektiv:efficient
  effektivt:efficiently/efficient effektive:efficient kompetent:competent
  kompetente:competent tålmodig:patient tålmodige:patient hjælpsom:helpful
  hjælpsomme:helpful pålidelig:reliable upålidelig:unreliable
  utrolig:incredibly utroligt:incredibly sindssygt:insanely gode:good
  bedste:best/good flotte:great skuffet:disappointed/disappoint
  skuffende:disappointing urimeligt:unreasonable urimelig:unreasonable
  uprofessionel:unprofessional uprofessionelt:unprofessional ubehøvlet:rude
  doven:lazy snavset:dirty snavsede:dirty forkert:wrong forkerte:wrong
  ødelagt:broken/break hurtige:quick langsomt:slowly/slow langsomme:slow
  venligt:friendly professionelt:professionally/professional
  professionelle:professional uvenlig:unfriendly ubehagelig:unpleasant
  elendigt:terrible forfærdelig:terrible forfærdeligt:terrible
  tilfredse:satisfied/satisfy imponeret:impressed/impress
  imponerende:impressive ærlighed:honesty dyrere:pricier præcis:exactly
  rettidig:punctual ret:quite temmelig:quite nogenlunde:quite
  forholdsvis:relatively næsten:almost  kun:only
  særlig:particularly særligt:particularly måske:maybe egentlig:actually
  faktisk:actually ellers:otherwise imidlertid:however derimod:however
  selvom:although skønt:although trods:despite uden:without fordi:because
  derfor:therefore hvis:if endnu:yet stadig:still stadigvæk:still
  ofte:often sjældent:rarely først:first sidst:last senere:later
  siden:since bagefter:afterwards efterpå:afterwards straks:immediately
   tilbage:back ud:out op:up ind:in hjem:home hjemme:home
   hverken:neither mig:me os:us vores:our vort:our mit:my
  hendes:her hende:her deres:their hvad:what hvem:who hvorfor:why
  hvordan:how hvornår:when denne:this dette:this disse:these sådan:such
  sådant:such mindre:less andet:other anden:other eneste:only engang:even
  lige:just ét:one én:one elleve:eleven tolv:twelve halvtreds:fifty
  hundrede:hundred tusind:thousand timerne:hours/hour
  minutterne:minutes/minute dagene:days/day døgn:day ugerne:weeks/week
  måneden:month månedsvis:months/month år:years/year året:year
  morgenen:morning  eftermiddag:afternoon formiddag:morning
  frokost:lunch nat:night natten:night aftale:appointment
  aftalen:appointment besøg:visit besøget:visit besked:message
  beskeden:message meddelelse:message opkald:call opringning:call
  telefonen:phone tilbagemelding:response beløb:amount rabat:discount
  tillæg:surcharge overslag:estimate overslaget:estimate
  kroner:crowns/crown teknikeren:technician elektrikeren:electrician
  montøren:technician rørlægger:plumber rørlæggeren:plumber firmaet:company
  firmaer:companies  arbejde:work opgave:job
  nok:enough pressede:pushed/push presset:pushed/push æ:the ik:not ikk:not
`.trim().split(/\s+/);

/** Danish words that are also English words (wholly Nordic sentences). */
export const DANISH_LOOKALIKES: readonly string[] = `
  mere:more gad:bothered/bother ringer:calls/call lover:promises/promise
  glade:happy lod:left/leave sur:grumpy dig:you ham:him ring:bad
`.trim().split(/\s+/);

/**
 * Sønderjysk and West Jutlandic words that are also English words ("it"
 * is "ikke", "a" is "jeg", "ve'" is "ved"): read so only in a text that
 * writes the dialect's article "æ" as a word of its own.
 */
export const DANISH_DIALECT_GLOSSES: readonly string[] = `
  it:not a:i ve:at ha:have
`.trim().split(/\s+/);
