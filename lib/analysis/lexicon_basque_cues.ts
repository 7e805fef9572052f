/**
 * The Basque (Euskara) cues, one list per aspect, and the general opinion
 * words (`lexicon_basque.ts` tells what they leave out and joins them with
 * the other tables): arriving on time ("garaiz etorri zen", "berandu",
 * "ez zen agertu"), waits ("gaur bertan etorri", "astebete itxaron",
 * "hiru hilabete!"), prices ("garestia", "garesti samarra", "merkea ez",
 * "prezio onean", "lapurreta"), work ("lan txukuna", "ondo egina", "gaur
 * arte arazorik gabe", "lan normala"), manners ("jatorra", "gizon
 * jatorra", "profesionalak", "zakarra"), calls ("dena azaldu zigun", "ez
 * zigun deitu"), mess ("dena garbi utzi zuen", "zikina", "zikinkeria"),
 * skill ("badaki zer egiten duen", "jakintsua") and honesty ("zintzoa",
 * "gezurtiak", "presiorik gabe").
 *
 * Basque is agglutinative: an adjective carries its article ("garestia",
 * "zintzoa") or plural ("zintzoak", "profesionalak"), so each form is
 * listed. It is written without accents, so the entries have none.
 *
 * @module
 */
import type { AspectId } from "../schemas/mod.ts";

/** Verbs of arriving ("etorri zen", "iritsi ziren", "agertu zen"). */
const CAME =
  "{etorri|iritsi|heldu|agertu} {zen|ziren|da|dira|zan|ziran|zinen|zaigu}";

/** Finite verbs of a past deed with a subject ("zuen", "zuten", "du"). */
const DID = "{zuen|zuten|zuan|zutan|du|dute|zigun|ziguten|zidan|zidaten}";

/** Words of degree before a verdict ("oso garestia", "benetan zintzoa"). */
const SO = "{oso|benetan|izugarri|ikaragarri|guztiz|nahiko|erabat|hain}";

/** Forms of "expensive" ("garestia", "garestiak", "garestiegia"). */
const DEAR =
  "garestia|garestiak|garestiegia|garestiegiak|garestixe|garestixa|garestitxoa";

/** Words for the price or the bill ("prezioa", "faktura"). */
const BILL =
  "{prezioa|prezioak|prezio|faktura|fakturak|aurrekontua|aurrekontu|kostua}";

/** Forms of "good" and "excellent" after a noun ("lan ona"). */
const GOOD = "{ona|onak|bikaina|bikainak|ederra|ederrak|fina|zoragarria}";

/** Basque cues, per aspect. */
export const BASQUE_CUES: Readonly<Record<AspectId, readonly string[]>> = {
  punctuality: [
    "garaiz ~ +1",
    `{garaiz|ordu puntuan|puntual|puntuala|puntualak|goiz|goizago|lehenago|esandako orduan} ${CAME} ~ +1`,
    "{ordu puntuan|esandako orduan|adostutako orduan|orduan orduan} ~ +1",
    "berandu ~ -1",
    `{oso berandu|ordubete berandu|ordu bat berandu|bi ordu berandu|ordu erdi berandu|beranduegi|berandu samar} ~ -1`,
    "{ez zen agertu|ez ziren agertu|ez zen etorri|ez ziren etorri|ez da agertu|ez dira agertu|ez da etorri|ez dira etorri|ez zan agertu|ez zan etorri} ~ -2 F",
  ],
  scheduling: [
    `{gaur bertan|egun berean|egun berberean|biharamunean|hurrengo egunean|bihar bertan|ordubete barru|ordu erdi barru|berehala|berehalakoan} ${CAME} ~ +1`,
    `${CAME} {gaur bertan|egun berean|egun berberean|biharamunean|hurrengo egunean|berehala|ordubete barru} ~ +1`,
    "{gaur bertan|egun berean|egun berberean} ~ +1",
    "{astebete|aste bat|bi aste|hiru aste|hilabete|bi hilabete|hiru hilabete|hainbat aste|aste batzuk|egun asko} {itxaron|itxaroten|itxaron behar|zain|zain egon} ~ -1",
    "{bi|hiru|lau|bost|sei|zazpi|zortzi|hamar} {egun|aste|hilabete} {!|?} ~ -1",
    "astebete ! ~ -1",
    "{bertan behera utzi|bertan behera utzi zuten|hitzordua bertan behera|hitzordua aldatu|hitzordua aldatu zuten|data aldatu zuten} ~ -2",
    "{ez dute telefonoa hartzen|ez zuten telefonoa hartu|inork ez du telefonoa hartzen|inork ez zuen telefonoa hartu|inork ez zuen erantzun|ez dute erantzuten} ~ -2 F",
    "{telefonoa berehala hartu|berehala erantzun|berehala erantzun zuten|berehala erantzun zidaten|telefonoa hartu zuten} ~ +1",
    "{esandako egunean|agindutako egunean|esan bezala|agindu bezala|esan zuten bezala} ~ +1",
  ],
  price: [
    `${DEAR} ~ -2`,
    "{garesti samarra|garesti xamarra|garesti samar|garesti xamar|pixka bat garestia|apur bat garestia|zertxobait garestia|garestitxoa} ~ -1",
    `${SO} {garestia|garestiak|garesti} ~ -2`,
    "garesti {da|dira|zen|ziren|zan|atera|ordaindu} ~ -2",
    "{merkea ez|merkeak ez|merke ez|ez da merkea|ez zen merkea|ez dira merkeak|ez ziren merkeak|ez zen merke|ez da merke} ~ -1 F",
    "merkea|merkeak|merkeagoa|merkeago ~ +1",
    "{oso merkea|merke samarra|nahiko merkea} ~ +1",
    "{prezio onean|prezio ona|prezio onak|prezio egokia|prezio egokian|prezio zuzena|prezio zuzenean|prezio arrazoizkoa|prezio arrazoizkoan|prezio onargarria|prezio bikaina|prezio merkea|merezi du|merezi zuen|merezi izan zuen|merezi izan du|merezi zuen ordaintzea} ~ +1",
    `${BILL} {ona|onak|egokia|zuzena|arrazoizkoa|onargarria|bikaina|merkea} ~ +1`,
    "{prezio normala|prezio normalean|prezio arrunta|prezio arruntak|ohiko prezioa|beste guztien prezioa|ez garestia ez merkea|ez merkea ez garestia} ~ 0 S R",
    `${BILL} {normala|arrunta|normalak|arruntak} ~ 0 S R`,
    "{lapurreta|lapurreta hutsa|lapurrak|lapurrak dira|lapurrak dituzu|lapur hutsak|sekulako lapurreta|dirutza|diru pila|diru mordoa|izugarrizko dirutza} ~ -2",
    "{gehiegi kobratu|gehiegi kobratu zigun|gehiegi kobratu ziguten|gehiegi kobratzen dute|gehiegi ordaindu|gehiegi ordaindu genuen} ~ -2",
    "{ez zigun ezer kobratu|ez ziguten ezer kobratu|ez zidan ezer kobratu|ez zidaten ezer kobratu|ez zuen ezer kobratu|ez zuten ezer kobratu|doan egin zuen|doan egin zuten|kobratu gabe} ~ +1 F",
    "{deskontua egin zigun|deskontua egin ziguten|deskontu bat egin|beherapena egin zigun|beherapena egin ziguten} ~ +1",
  ],
  quality: [
    "{lan txukuna|lan txukun|txukun txukun|txukun egina|txukun egindako lana|oso txukuna|oso txukun|txukuna|txukunak} ~ +2",
    `lan ${GOOD} ~ +2`,
    "{oso lan ona|lan oso ona|ondo egina|ondo egindako lana|oso ondo egina|primeran egina|ederki egina} ~ +2",
    "{primeran dabil|primeran dago|ondo dabil|ederki dabil|ederki dago|oso ondo dabil|berri bat bezala|berria bezala|berria dirudi|inoiz baino hobeto} ~ +2",
    "{polit polit|polit politak} ~ +1",
    "{gaur arte|ordutik|harrezkero|geroztik} {zero problems|no problems|arazorik gabe|arazorik ez|ez du arazorik eman|ez da arazorik izan|primeran|ondo|ezin hobeto} ~ +2 F",
    "{arazorik gabe dabil|ez du hutsik egin|ez du arazorik eman} ~ +1 F",
    "{lan normala|lan arrunta|ez ona ez txarra|ez txarra ez ona} ~ 0 S R",
    "{lan txarra|lan kaskarra|lan eskasa|gaizki egina|txarto egina|gaizki egindako lana|txapuza|txapuzeroa|txapuzak|txapuza hutsa} ~ -2",
    "{oraindik ihes egiten du|oraindik tantaka|oraindik ez dabil|oraindik ez du funtzionatzen|berriro hondatu|berriz hondatu|berriro apurtu|berriz apurtu|berriro matxuratu|berriz matxuratu|arazo bera|arazo berdina} ~ -2 F",
    "{ez zuen konpondu|ez zuten konpondu|ez dute ezer konpondu|ez zuen ezer konpondu|ez zuten ezer konpondu} ~ -2 F",
  ],
  professionalism: [
    "jatorra|jatorrak|jator|jatorrena ~ +1",
    "{gizon jatorra|neska jatorra|mutil jatorra|emakume jatorra|tipo jatorra|pertsona jatorra|jende jatorra|oso jatorra|benetan jatorra|jator jatorra} ~ +1",
    "profesionala|profesionalak|profesionalki ~ +1",
    "atsegina|atseginak|adeitsua|adeitsuak|begirunetsua|begirunetsuak|errespetutsua|errespetutsuak|pazientziaz ~ +1",
    "{pazientzia handia|pazientzia handiz|pazientzia handiarekin|pazientzia osoz|oso pazientzia|oso atsegina|oso adeitsua|oso lasaia|maitagarria|maitagarriak|goxo goxo} ~ +1",
    "{errespetu gabe|errespeturik gabe} ~ -2",
    "zakarra|zakarrak|lotsagabea|lotsagabeak|harroa|harroak|desatsegina|desatseginak ~ -2",
    "{oso zakarra|oso zakar|modu txarrean|modu zakarrean|txarto tratatu|gaizki tratatu|gaizki tratatu gintuen|gaizki tratatu zuen|txarto tratatu zuen} ~ -2",
    "{presaka|presaka ibili|presaka zebilen|presa handian|presaka egin zuen} ~ -1",
    "{berritsua|berritsuak|hitzontzia|hitzontzi} ~ -1",
  ],
  communication: [
    `{dena|ondo|argi|garbi|xehetasunez|pausoz pauso|astiro|poliki} azaldu ${DID} ~ +1`,
    `azaldu ${DID} ~ +1`,
    `{erakutsi|irakatsi} ${DID} ~ +1`,
    `{abisatu|mezua bidali|mezu bat bidali|argazkiak bidali|bideoa bidali} ${DID} ~ +1`,
    `deitu ${DID} {aurretik|lehenago|etorri aurretik} ~ +1`,
    `ez {zigun|ziguten|zidan|zidaten|zuen|zuten} azaldu ~ -2 F`,
    "{aurretik deitu|aurretik abisatu|etorri aurretik deitu|bidean zegoela abisatu|bidean zegoela deitu|informatuta eduki gintuzten|jakinaren gainean eduki gintuzten} ~ +1",
    "{ez zigun ezer azaldu|ez ziguten ezer azaldu|ez zidan ezer azaldu|ez zidaten ezer azaldu|ez zuen ezer azaldu|ez zuten ezer azaldu|azalpenik gabe|azalpenik ez} ~ -2 F",
    "{ez zigun deitu|ez ziguten deitu|ez zidan deitu|ez zidaten deitu|inork ez zigun deitu|inork ez zidan deitu|ez zuten deitu|ez zuen deitu|ez ziguten abisatu|ez zigun abisatu|inork ez zigun abisatu|abisatu gabe|deitu gabe|deirik ez|dei bat ere ez|mezurik ez|mezu bat ere ez|deirik gabe} ~ -2 F",
    "{ez ziguten deirik itzuli|ez zuten deirik itzuli|ez dute deirik itzultzen|ez dute mezurik erantzuten|ez zuten mezurik erantzun|inoiz ez zuten erantzun|ez zuten erantzun} ~ -2 F",
    "{ez zigun ezer esan|ez ziguten ezer esan|ez zidan ezer esan|inork ez zigun esan|inork ez zidan esan|ezer esan gabe} ~ -2 F",
    "{galdera guztiak erantzun|galdera guztiei erantzun|nire galdera guztiak|gure galdera guztiak} ~ +1",
  ],
  cleanliness: [
    `{dena garbi|garbi garbi|oso garbi|txukun eta garbi|garbi eta txukun|dena txukun} utzi ${DID} ~ +2`,
    "{dena garbi utzi|garbi utzi|garbi garbi|garbi eta txukun|txukun eta garbi|dena txukun utzi|txukun utzi|garbiago utzi} ~ +2",
    `{dena garbitu|ondo garbitu|guztia garbitu|txukundu|xurgatu|erratza pasatu|hautsa jaso} ${DID} ~ +1`,
    "{dena garbitu|dena jaso|dena txukundu|zikinkeria jaso|hautsa garbitu|oinetakoak kendu|zapatak kendu|oinetako estalkiak|zapata estalkiak} ~ +1",
    "{ez zuen ezer utzi|ez zuten ezer utzi|arrastorik utzi gabe|arrastorik ez|hautsik ez|zikinkeriarik ez|zikinkeriarik gabe} ~ +1 F",
    "zikina|zikinak|zikin|zikinkeria|zikinkeriak ~ -1",
    "{zikinkeria hutsa|dena zikin|zikin utzi|dena zikin utzi|oso zikina|zikin zikin|dena zikinduta|zikinduta utzi|hautsa nonahi|lokatza nonahi|hondakinak nonahi|nahaspila} ~ -2",
  ],
  expertise: [
    "{badaki zer egiten duen|badakite zer egiten duten|bazekien zer egiten zuen|bazekiten zer egiten zuten|badaki zertan ari den|bazekien zertan ari zen|asko daki|asko dakite|dena daki|ondo daki|ofizioa badaki|lanbidea badaki|badaki !|badakite !} ~ +2",
    "jakintsua|jakintsuak|aditua|adituak|trebea|trebeak|iaioa|iaioak ~ +1",
    "{oso jakintsua|oso trebea|oso iaioa|benetako aditua|benetako profesionala} ~ +2",
    "{berehala asmatu|segituan asmatu|berehala aurkitu|segituan aurkitu|berehala ikusi|segituan ikusi|telefonoz asmatu} ~ +1",
    "{ez zekien zer egiten zuen|ez dakite zer egiten duten|ez daki zer egiten duen|ez zekiten zer egiten zuten|ez zuen ideiarik|ez daki ezer|ez zekien ezer|ez zuen aurkitu|ez zuten aurkitu} ~ -2 F",
  ],
  honesty: [
    "zintzoa|zintzoak|zintzo|zintzoena|zintzotasuna ~ +1",
    "{oso zintzoa|benetan zintzoa|zintzoa benetan|zintzo zintzoa|pertsona zintzoa|jende zintzoa|gizon zintzoa} ~ +1",
    "{presiorik gabe|presiorik ez|presio barik|ez gintuen presionatu|ez gintuzten presionatu|ez ninduen presionatu|ez zuen ezer saldu nahi|ez zuten ezer saldu nahi|ez zuen ezer saltzen saiatu} ~ +1 F",
    "{ez zen beharrezkoa|ez zegoen beharrik|ez genuen behar|ez zen behar|ez zela beharrezkoa|ez zegoela beharrik|ez genuela behar} ~ +1 F",
    "{esandako prezioa|aurrekontu bera|aurrekontuaren berdina|ezustekorik gabe|ezustekorik ez|sorpresarik gabe|sorpresarik ez} ~ +1 F",
    "gezurtia|gezurtiak|gezurti|iruzurra|iruzurgilea|iruzurgileak|tranpatia|tranpatiak ~ -2",
    "{engainatu gintuzten|engainatu ninduen|engainatu zuten|gezurra esan zigun|gezurrak esan zizkigun|gezurra esan ziguten|iruzur egin ziguten|iruzur egin zigun} ~ -2",
    "{aurrekontua baino gehiago|esandakoa baino gehiago|agindutakoa baino gehiago} ~ -2",
  ],
};

/** General opinion words in Basque (no aspect of their own). */
export const BASQUE_GENERAL: readonly string[] = [
  // Stock praise and thanks name no aspect ("oso ona", "eskerrik asko").
  "{oso ona|oso onak|oso ondo|ezin hobeto|ezin hobea|primeran|bikain|bikaina|zoragarria|ederki|ondo ondo|oso pozik|pozik gaude|oso gustura|gustura|gomendagarria|gomendagarriak|gomendatzen dut|gomendatzen ditut|guztiz gomendagarria|eskerrik asko|eskerrik asko bihotzez|mila esker|milesker|mila esker denagatik|zorionak|5 izar|bost izar} ~ +2",
  "{ez dut gomendatzen|ez ditut gomendatzen|ez da gomendagarria|hondamendia|lotsagarria|lotsagarria da|ez dago eskubiderik|ez dago eskubiderik horretarako|arraioa} ~ -2 F",
  "{hala moduz|ez dago gaizki|normala|normalak|ezer berezirik ez} ~ 0 F",
  // "Garesti samarra, baina ulertzen dut": the excuse takes it back.
  "baina {ulertzen dut|ulertzen dugu|normala da|ez da haren errua|ez da bere errua|ez da haien errua} ~ 0 F",
];
