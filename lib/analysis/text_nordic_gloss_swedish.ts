/**
 * Swedish words of the gloss table (`text_nordic_gloss_words.ts`): the
 * verbs, judgements, time, money and function words of everyday Swedish
 * reviews with their inflected forms, each `word:english/lemma`. Kept
 * apart so the table stays readable as it grows to each language's
 * everyday vocabulary.
 *
 * @module
 */

/** Swedish words no English text writes, with their English gloss. */
export const SWEDISH_GLOSSES: readonly string[] = `
  anlände:arrived/arrive ringt:called/call svarat:answered/answer
  svarar:answers/answer fixat:fixed/fix lagat:fixed/fix
  reparerat:repaired/repair installerat:installed/install
  monterade:installed/install monterat:installed/install
  bytt:replaced/replace ersatte:replaced/replace
  väntat:waited/wait väntar:waiting/wait lovar:promises/promise
  säger:says/say berättade:told/tell nämnde:mentioned/mention
  nämnt:mentioned/mention skrev:wrote/write glömt:forgot/forget
  fått:got/get gett:given/give gav:gave/give hörde:heard/hear
  visste:knew/know anade:knew/know hittat:found/find kollade:checked/check
  kollat:checked/check fungerar:works/work fungerade:worked/work
  funkar:works/work funkade:worked/work höll:kept/keep
  avbokade:cancelled/cancel försökte:tried/try tyckte:thought/think
  saknade:lacked/lack saknas:missing/miss slutade:stopped/stop
  läckte:leaked/leak läcker:leaks/leak förstörde:broke/break
  lämnade:left/leave erbjöd:offered/offer
   behövde:needed/need körde:drove/drive
  pratade:talked/talk orkade:bothered/bother debiterade:charged/charge
  levererade:delivered/deliver använde:used/use lyssnade:listened/listen
  lyssnar:listens/listen förstod:understood/understand täckte:covered/cover
  blivit:been/be blir:is/be bli:be vara:be göra:do skickat:sent/send
  valde:chose/choose tagit:taken/take kostat:cost snäll:kind snälla:kind
  vänlig:friendly vänliga:friendly hjälpsam:helpful hjälpsamma:helpful
  tålmodig:patient tålmodiga:patient pålitlig:reliable opålitlig:unreliable
  effektiv:efficient effektivt:efficiently/efficient effektiva:efficient
  kompetent:competent kompetenta:competent proffsig:professional
  proffsigt:professional proffsiga:professional
  oprofessionell:unprofessional oprofessionellt:unprofessional snygg:neat
  snyggt:neatly/neat fina:nice grym:awesome grymt:awesome suverän:superb
  suveränt:superb strålande:brilliant underbar:wonderful
  underbara:wonderful fantastiska:fantastic perfekta:perfect
  otroligt:incredibly otrolig:incredible jättenöjd:delighted
  supernöjd:delighted jättetrevlig:friendly
  besviken:disappointed/disappoint besvikna:disappointed/disappoint
  usel:lousy uselt:lousy värdelös:useless värdelöst:useless hemska:terrible
  fruktansvärd:terrible fruktansvärt:terribly/terrible ohyfsad:rude
  otrevliga:unfriendly smutsiga:dirty stökiga:messy fel:wrong
  trasig:broken/break trasigt:broken/break sönder:broken/break
  orimlig:unreasonable orimligt:unreasonable dyrare:pricier
  prisvärda:affordable ärligt:honestly/honest ärlighet:honesty
  oärliga:dishonest snabbt:quickly/quick bästa:best/good goda:good
  tämligen:quite relativt:relatively nästan:almost  bara:just
  endast:only särskilt:particularly kanske:maybe egentligen:actually
  faktiskt:actually annars:otherwise däremot:however utan:without
  eftersom:because därför:therefore ännu:yet fortfarande:still ofta:often
  sällan:rarely först:first sist:last senare:later efteråt:afterwards
  genast:immediately direkt:immediately  tillbaka:back
  upp:up hemma:home  totalt:totally varken:neither mig:me
  mej:me oss:us vår:our våra:our vårt:our mina:my hennes:her henne:her
  honom:him deras:their vad:what vem:who varför:why hur:how vilken:which
  när:when denna:this detta:this dessa:these sådan:such sådant:such
  sån:such mer:more mera:more mindre:less annan:other annat:other ens:even
  ett:one elva:eleven tolv:twelve femtio:fifty hundra:hundred
  tusen:thousand timmarna:hours/hour minuterna:minutes/minute
  dagarna:days/day dygn:day veckorna:weeks/week månaden:month år:years/year
  året:year morgon:morning morgonen:morning
  eftermiddag:afternoon förmiddag:morning natt:night natten:night
  bokning:booking besök:visit besöket:visit meddelande:message samtal:call
  telefonen:phone återkoppling:response belopp:amount rabatt:discount
  tillägg:surcharge kronor:crowns/crown kostnadsförslag:quote
  teknikern:technician elektrikern:electrician montören:technician
  rörmokare:plumber rörmokaren:plumber firman:company företag:company
  företaget:company  arbete:work uppdrag:job jobb:job
  mellan:between
  nog:enough
`.trim().split(/\s+/);

/** Swedish words that are also English words (wholly Nordic sentences). */
export const SWEDISH_LOOKALIKES: readonly string[] = `
  sedan:since precis:exactly trots:despite mitt:my ringer:calls/call
  sur:grumpy medan:while
`.trim().split(/\s+/);
