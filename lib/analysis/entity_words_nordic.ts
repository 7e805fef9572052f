/**
 * Danish and Norwegian (Bokmål) word tables of the entity finder: the names
 * Danes and Norwegians give the things a home-services business works on
 * ("varmtvandsbeholderen", "fyret", "afløbet", "eltavlen", "stikkontakten",
 * "varmepumpen", "sikringsskapet"), Danish and Norwegian action words, the
 * phrases in which such a word is no service, and the endings both
 * languages put on an English word ("EV charger'en", "tune-up'en",
 * "igniteren"). `entity_words.ts` joins them to the English groups.
 *
 * Words that are also English words ("fyr" is a guy as often as a furnace,
 * "toilet", "panel", "lader", "sluk") appear only inflected or in phrases
 * ("fyret", "vores fyr", "toilettet", "nyt panel").
 *
 * @module
 */
import { accentedSpellings } from "./lexicon_spellings.ts";
import type { NamesOptions } from "./entity_words_spanish.ts";
import {
  SWEDISH_CONCEPT_WORDS,
  SWEDISH_ONLY_CONCEPT_WORDS,
} from "./entity_words_swedish.ts";

/**
 * The forms of a "|"-separated list: a name ending in "+" is a noun and
 * gets its Danish and Norwegian definite and plural endings ("afløb+" is
 * also "afløbet", "afløbene"; "varmepumpe+" also "varmepumpen",
 * "varmepumper"), others stay as written.
 */
function nordic(list: string): string[] {
  return list.split("|").flatMap((name) => {
    if (!name.endsWith("+")) return [name];
    const stem = name.slice(0, -1);
    const endings = stem.endsWith("e")
      ? ["", "n", "r", "rne", "ne"]
      : ["", "en", "et", "er", "erne", "ene"];
    // Norwegian feminine "-a" ("pumpa", "takvifta"); "varsler" has the
    // plurals "varslere", "varslerne".
    const forms = endings.map((ending) => stem + ending);
    if (stem.endsWith("e")) forms.push(stem.slice(0, -1) + "a");
    if (stem.endsWith("er")) forms.push(stem + "e", stem + "ne");
    return forms;
  });
}

/** The water heater, in both languages (also Hot Water Systems). */
const WATER_HEATER = nordic(
  "vandvarmer+|varmtvandsbeholder+|varmvandsbeholder+|varmtvandstank+|" +
    "varmtvandsanlæg+|elvandvarmer+|gasvandvarmer+|boileren|" +
    "varmtvannsbereder+|varmvannsbereder+|varmtvannstank+|berederen|" +
    "varmtvannsbeholder+|elkjel+|varmtvannskjel+|" +
    "ny bereder|ingen varmt vand|intet varmt vand|ikke noget varmt vand|" +
    "uden varmt vand|ikke varmt vand|ikke varmtvann|uten varmtvann|" +
    "ikke noe varmtvann|ingen varmtvann",
);

/**
 * Danish and Norwegian names of the things of a group, by the group's
 * first member (an English group, or one that French added).
 */
export const NORDIC_CONCEPT_WORDS: Readonly<
  Record<string, readonly string[]>
> = {
  "air conditioning": nordic(
    "aircondition+|airconditionanlæg+|klimaanlæg+|klimaanlegg+|" +
      "køleanlæg+|kjøleanlegg+|air condition anlæg+|ac anlæg+|ac anlegg+|" +
      "aircondition anlegg+|aircondition anlegget|airconditionanlegg+|" +
      "aircondition anlegg|ac'en|klimaanlegget",
  ),
  // "Et fyr" is a furnace, "en fyr" a guy: only the neuter forms and
  // phrases ("fyret", "vores fyr").
  "furnace": nordic(
    "fyret|fyrets|oliefyr+|gasfyr+|oljefyr+|pillefyr+|vores fyr|" +
      "vores gamle fyr|mit fyr|vort fyr|nyt fyr|et fyr|" +
      "varmeanlæg+|varmeanlegg+|fyringsanlæg+|fyringsanlegg+|" +
      "centralvarme+|sentralvarme+|ingen varme|ikke noget varme|" +
      "ikke noe varme|uden varme|uten varme|varmeveksler+|" +
      "blæsermotor+|viftemotor+|varmeovn+|varmeovnen|fyren vår|" +
      "fyren streiket|fyren streika|fyren stoppet|fyren stansa|" +
      "fyren stanset|fyren døde|fyren gikk i stykker|nytt fyr|" +
      "oljefyren|gassfyr+|furnacen|ny furnace",
  ),
  "heat pump": nordic(
    "varmepumpe+|luftvarmepumpe+|jordvarme+|bergvarme+|jordvarmepumpe+|" +
      "luft til vand varmepumpe+|luft til luft varmepumpe+",
  ),
  "water heater": WATER_HEATER,
  "tankless": nordic(
    "gennemstrømningsvandvarmer+|gjennomstrømningsbereder+|" +
      "tankløs vandvarmer+|tankløs bereder+",
  ),
  "boiler": nordic(
    "gaskedel|gaskedlen|gaskedler|oliekedel|oliekedlen|fyrkedel|" +
      "fyrkedlen|centralvarmekedel|kjelen|varmekjele+|gasskjele+|" +
      "oljekjele+|fyrkjele+|kombikjele+|kjelen vår|varmtvannskjele+|" +
      "sentralvarmekjele+|ny kjele|ny kjel",
  ),
  "thermostat": nordic("termostat+|rumtermostat+|romtermostat+"),
  "duct": nordic(
    "ventilationskanal+|luftkanal+|ventilasjonskanal+|ventilationsrør+|" +
      "ventilasjonsrør+|ventilationsanlæg+|ventilasjonsanlegg+|" +
      "kanalene|kanalerne|kanalene våre|kanalsystem+|kanalnett+|" +
      "lufteanlegg+|tørketrommelkanal+|tørketrommel ventil",
  ),
  "drain": nordic(
    "afløb+|gulvafløb+|afløbsrør+|tilstoppet afløb|stoppet afløb|" +
      "tilstoppede afløb|tilstoppet|tilstoppede|stoppet til|" +
      "tilstoppede rør|stop i afløbet|avløp+|avløpsrør+|tett avløp|" +
      "tette avløp|tett sluk|sluket|slukene|gulvsluk+|tette rør|tett rør|" +
      "tett vask|stoppet vask|tilstoppet vask|tilstoppet håndvask|" +
      "kjøkkenavløp+|køkkenafløb+|badeavløp+|vaskeavløp+|tett sluk|" +
      "tette sluk|tett kjøkkenavløp|avløpsrensing+|avløpsrens|" +
      "kjøkkensluk+|badesluk+|dusjsluk+|sluket var tett|" +
      // A snake run through any line is drain cleaning, not sewer work.
      "kjørte slange gjennom|kjørte en slange gjennom|" +
      "kjørte slange gjennom hovedledningen|kjørte slange gjennom ledningen|" +
      "kjørte slange gjennom kloakken|kjørte slange i hovedledningen|" +
      "kjørte en slange gjennom hovedledningen|stakeslange+|rørslange+|" +
      "rense avløpet|renset avløpet|rensket avløpet|rensket+ avløpet|" +
      "få rensket avløpet|rensa avløpet",
  ),
  "sewer": nordic(
    "kloak+|kloakken|kloakker|kloakkerne|kloakledning+|kloakrør+|" +
      "kloakstik+|kloakk+|kloakkrør+|kloakkledning+|avløpsledning+|" +
      "stikkledning+|hovedledning+|strømpeforing+|rørfornyelse+|" +
      "kloakkrør+|avløpsledningen|hovedledningen vår|ny kloakkledning|" +
      "rørinnføring+|spillvannsledning+",
  ),
  "toilet": nordic(
    "toilettet|toiletter|toiletterne|toilettets|nyt toilet|" +
      "tilstoppet toilet|stoppet toilet|løbende toilet|toilet der løber|" +
      "toiletkumme+|toiletsæde+|cisterne+|toalett+|toalettet|" +
      "nytt toalett|tett toalett|sisterne+|voksring+|wc'et|wc et|" +
      "doen|do'en|dassen|toalettsete+|tett do|doen rant|doen renn",
  ),
  "faucet": nordic(
    "vandhane+|blandingsbatteri+|armatur+|køkkenarmatur+|" +
      "håndvaskarmatur+|vannkran+|blandebatteri+|kjøkkenkran+|" +
      "dryppende vandhane|dryppende kran",
  ),
  "garbage disposal": nordic("affaldskværn+|køkkenkværn+|avfallskvern+"),
  "sump pump": nordic(
    "pumpebrønd+|drænpumpe+|dykpumpe+|lænsepumpe+|kælderpumpe+|" +
      "pumpekum+|dreneringspumpe+|lensepumpe+|kjellerpumpe+|" +
      "sumppumpe+|pumpekummen|pumpekummer|pumpekummene|pumpesump+|" +
      "sumpen|dykkpumpe+",
  ),
  "water softener": nordic(
    "blødgøringsanlæg+|afkalkningsanlæg+|vandblødgører+|" +
      "avherdingsanlegg+|vannmykner+|vannmykningsanlegg+|" +
      "avkalkingsanlegg+|kalkfilter+",
  ),
  "repipe": nordic(
    "rørudskiftning+|nye rør i hele huset|nye vandrør|alle rørene|" +
      "udskiftning af vandrør|utskifting av rør|rørutskifting+|" +
      "nye rør i hele huset",
  ),
  // "Lækker" is tasty, and so is the Norwegian "lekker": not listed.
  "leak detection": nordic(
    "lækage+|læk|lækken|utæthed+|utæt rør|sprunget rør|sprængt rør|" +
      "sprængte rør|lekkasje+|lekk rør|sprukket rør|sprengt rør|" +
      "rørbrud+|rørbrudd+|vandskade+|vannlekkasje+|sprang et rør|" +
      "røret sprang|et rør sprang",
  ),
  "gas line": nordic(
    "gasledning+|gasrør+|gaslækage+|gasudslip+|gasinstallation+|" +
      "lugt af gas|lugtede af gas|lugter af gas|gassledning+|gassrør+|" +
      "gasslekkasje+|gassinstallasjon+|lukt av gass|luktet gass|" +
      "lukter gass|gaslugt+|gasslukt+",
  ),
  "electrical panel": nordic(
    "eltavle+|el tavle+|gruppetavle+|sikringsskab+|sikringstavle+|" +
      "hovedtavle+|sikringsskap+|sikringsboks+|elskap+|el skap+|" +
      "nyt panel|nytt panel|panelet|ny tavle|nyt sikringsskab|" +
      "nytt sikringsskap",
  ),
  "ev charger": nordic(
    "ladestander+|ladeboks+|ladestation+|ladestasjon+|elbillader+|" +
      "hjemmelader+|ev lader|ev laderen|elbil lader|elbil laderen|" +
      "tesla lader|tesla laderen|billader+|elbilladeren|elbilladere|" +
      "ladepunkt+|ladeboksen|hjemmeladeren",
  ),
  "light fixture": nordic(
    "lampe+|loftslampe+|taklampe+|belysning+|spotlys|spotlysene|" +
      "indbygningsspots|lysekrone+|lysarmatur+|udendørsbelysning+|" +
      // Not "spotter" or "spotlight": English words.
      "utebelysning+|led belysning+|spottene|spottane|spotterne|" +
      "innfelte spotter|innfelte spottene|nye spotter|alle spottene|" +
      "taklys|taklyset|lysarmaturer|lysarmaturene|" +
      "led spotter|ledspotter|ledspottene|lamper|lampene|lampa|" +
      // "Spots" alone is an English word: only in phrases.
      "spots i loftet|nye spots|spotsene",
  ),
  "ceiling fan": nordic(
    "loftsventilator+|loftventilator+|takvifte+|loftsvifte+|takvifta|" +
      "takviftene|takventilator+",
  ),
  "wiring": nordic(
    "ledninger|ledningerne|ledningsføring+|ledningsnet+|ledningsnett+|" +
      "elinstallation+|elinstallasjon+|elanlæg+|elanlegg+|" +
      "nye ledninger|nye kabler|ny el|omlægning af el|trække nye ledninger|" +
      "rewiret|rewirea|rewiringen|rewirering+|omlegging av el|" +
      "nytt elanlegg|ny elektrisk installasjon|trekke nye kabler",
  ),
  "generator": nordic(
    "nødstrømsanlæg+|nødstrømsgenerator+|nødgenerator+|" +
      "nødstrømsaggregat+|strømaggregat+|aggregat+|nødaggregat+|" +
      "reservestrøm+|reserveaggregat+",
  ),
  "surge protector": nordic(
    "overspændingsbeskyttelse+|overspændingsbeskytter+|overspenningsvern+",
  ),
  "smoke detector": nordic(
    "røgalarm+|røgdetektor+|røgmelder+|røykvarsler+|røykdetektor+|" +
      "brandalarm+|brannalarm+|kulilte alarm+|kulilte alarm+|" +
      "co alarm+|karbonmonoksid varsler+|røykvarslerne|røykvarslere|" +
      "røykvarslarane|kullosvarsler+|co varsler+|røykmelder+",
  ),
  "tune up": nordic(
    "eftersyn+|serviceeftersyn+|årligt eftersyn|årlig service|" +
      "serviceaftale+|vedligeholdelse+|serviceavtale+|ettersyn+|" +
      "vedlikehold+|årlig ettersyn|service eftersyn+|" +
      "årlige servicen|den årlige servicen|årlig sjekk|årlig kontroll|" +
      "serviceavtalen|vedlikeholdsavtale+|servicebesøk+",
  ),
  "emergency": nordic(
    "akut|akutt|nødsituation+|døgnvagt+|døgnvakt+|akutopkald+|" +
      "akutudkald+|nødstilfelle+|vagtordning+|vaktordning+",
  ),
  "hydro jetting": nordic(
    "højtryksspuling+|højtryksrensning+|højtryksspulet|spuling+|" +
      "høytrykksspyling+|spyling+|høytrykksspylt|hydrospyling+|" +
      "hydrospylte|hydrospylt|hydrospyle|hydrospyla|spylte hele ledningen|" +
      "spylte ledningen|høytrykksspylte",
  ),
  "backflow": nordic("tilbagestrømningssikring+|tilbakestrømningssikring+"),
  "well pump": nordic("brøndpumpe+|brønnpumpe+"),
  "water filter": nordic(
    "vandfilter|vandfilteret|vandfiltre|vannfilter|vannfilteret|" +
      "omvendt osmose|vandrensningsanlæg+|vannrenseanlegg+",
  ),
  "inspection": nordic(
    "inspektion+|eleftersyn+|el eftersyn+|elkontrol+|el kontrol+|" +
      "elkontroll+|el kontroll+|inspeksjon+|el tjek+",
  ),
  "new system": nordic(
    "nyt anlæg|ny enhed|nytt anlegg|ny enhet|" +
      "ny unit|nyt unit|nyt aggregat|nytt aggregat",
  ),
  // Not "radiator" itself: an English word.
  "radiators": nordic("radiatoren|radiatorer|radiatorerne|radiatorene"),
  "radiant heat": nordic("gulvvarme+|vandbåren gulvvarme|vannbåren gulvvarme"),
  "backwater valve": nordic(
    "tilbageløbsventil+|højvandslukke+|tilbageslagsventil+|" +
      "tilbakeslagsventil+|tilbakeløpsventil+",
  ),
  // Roots only seen on the camera are no removal: removal phrases only.
  "roots": nordic(
    "fjernede rødderne|fjerne rødderne|skar rødderne|rodskæring+|" +
      "fjernet røttene|fjerne røttene|kuttet røttene|rotkutting+|" +
      "rodfræsning+|rotfresing+|skar bort røttene|kappet røttene|" +
      "fjernet røtter|fjernet røttene|fresa bort røttene|freste bort " +
      "røttene|røttene i ledningen|røtter i ledningen|røttene i avløpet|" +
      "røtter i avløpet|rotinntrenging+|rotskade+",
  ),
  "camera inspection": nordic(
    "kamera+|kamerainspektion+|tv inspektion+|rørinspektion+|" +
      "kamerainspeksjon+|rørinspeksjon+|tv inspeksjon+|" +
      "filmet ledningen|filmet hele ledningen|filmet kloakkledningen|" +
      "filmet hele kloakkledningen|filmet avløpet|filmet hele avløpet|" +
      "filmet rørene|filmet røret|filma ledningen|filma avløpet|" +
      "filmet hovedledningen|filmet hele hovedledningen|kom med kamera|" +
      "kamerakjøring+|rørfilming+",
  ),
  "grease trap": nordic(
    "fedtudskiller+|fettutskiller+|fedtfang+|fettavskiller+|fettfelle+",
  ),
  "troubleshooting": nordic(
    "flimrede lyset|lyset flimrede|lyset flimrer|flimrende lys|" +
      "lyset blinkede|lyset blinker|strømsvigt+|strømafbrydelse+|" +
      "kortslutning+|sikringen springer|sikringen sprang|" +
      "sikringerne sprang|sikringen gik|sikringen går|fejlfinding+|" +
      "jordfejl+|strømbrudd+|sikringen går|sikringen gikk|feilsøking+|" +
      "jordfeil+|lyset flimret|ingen strøm|uden strøm|uten strøm|" +
      "løs forbindelse|løs forbindelsen|løs forbindelse|" +
      "sikringen gikk hele tida|sikringen gikk hele tiden|" +
      "sikringen går hele tida|sikringene går|sikringen røk|" +
      "jordfeilbryteren løste ut|jordfeilen|halve huset var uten strøm",
  ),
  "hot tub": nordic(
    "spabad+|boblebad+|udendørs spa|utendørs spa|badestamp+|jacuzzi+|" +
      "boblebadet",
  ),
  "gutters": nordic(
    "tagrende+|nedløbsrør+|takrenne+|nedløpsrør+|nedløp+|takrennene|" +
      "takrennane|nedløpene",
  ),
  "bathroom reno": nordic(
    "badeværelsesrenovering+|badrenovering+|baderomsrenovering+|" +
      "badeværelsesombygning+|nyt badeværelse|nytt bad|nytt baderom|" +
      "oppussing av bad|oppussing av badet|oppussinga av badet|renovering af badeværelset|" +
      "badet ble totalrenovert|totalrenovert badet|totalrenovering av badet|" +
      "pusset opp badet|badet ble pusset opp|nytt bad|nye badet|" +
      "baderomsoppussing+|baderomsoppussing+|rehabilitering av badet|" +
      "renoverede vores badeværelse|renoverede badeværelset|" +
      "renoverede badet|lavede badeværelset om|lavede badet om",
  ),
};

/**
 * Groups for catalogue words no English, French or Spanish-only group
 * gives Nordic names (the Spanish-only groups stay as they are):
 * "Hot Water Systems" is found by "varmtvandsbeholderen".
 */
export const NORDIC_ONLY_CONCEPTS: readonly (readonly string[])[] = [
  ["compressor", ...nordic("kompressor+")],
  ["hot water system", ...WATER_HEATER],
];

/**
 * A group with the Nordic names of its things after its own members: the
 * Danish and Norwegian ones (`NORDIC_CONCEPT_WORDS`) and, for an English
 * group, the Swedish ones (`entity_words_swedish.ts`), with and without
 * their accents. The English "outlet" group gets no Danish or Norwegian
 * names, as with Spanish: those outlets join the group anchored on
 * "outlet" alone.
 *
 * @param group The group's members, its key first.
 * @param options Whether it is an English group.
 * @returns The members, then the Nordic names not among them.
 */
export function withNordicNames(
  group: readonly string[],
  options: NamesOptions = {},
): string[] {
  const key = group[0];
  const members = new Set(group);
  if (options.english) {
    for (const name of accentedSpellings(SWEDISH_CONCEPT_WORDS[key] ?? [])) {
      members.add(name);
    }
    if (key === "outlet") return [...members];
  } else {
    for (
      const name of accentedSpellings(SWEDISH_ONLY_CONCEPT_WORDS[key] ?? [])
    ) {
      members.add(name);
    }
  }
  const words = key === "outlet"
    ? NORDIC_OUTLET_WORDS
    : NORDIC_CONCEPT_WORDS[key] ?? [];
  for (const name of words) members.add(name);
  return [...members];
}

/** Outlets and switches, joined to the group anchored on "outlet" alone. */
const NORDIC_OUTLET_WORDS = nordic(
  "stikkontakt+|lyskontakt+|afbryder+|lysbryter+|lysbryteren|" +
    "stikkontakten|dobbeltstikkontakt+|usb stikkontakt+|jordfejlsafbryder+|" +
    "jordfeilbryter+|hpfi relæ+|dæmper+",
);

/**
 * Endings Danish and Norwegian put on an English word ("charger'en",
 * "tub'en", "ductwork'et", "igniteren"): with the apostrophe for any word,
 * without it only after a consonant and five letters or more, where they
 * spell no English word.
 *
 * @param word An English word of a service name, lower case.
 * @returns Its suffixed forms, or none.
 */
export function nordicEnclitics(word: string): string[] {
  if (!/^[a-z0-9]+$/.test(word)) return [];
  const forms = ["'en", "'et", "'erne", "'ene", "’en", "’et"].map((ending) =>
    word + ending
  );
  if (word.length >= 5 && /[^aeiouy]$/.test(word)) {
    forms.push(word + "en", word + "et", word + "erne", word + "ene");
  }
  return forms;
}

/**
 * Phrases in which a Danish or Norwegian service word is no service: the
 * city's inspector, work talked of and not sold ("ingen snak om en ny
 * unit"), a phone's charger, and work advised against ("ikke behøvede et
 * nyt panel"; `service_guards.ts` reads the English "didn't need").
 */
export const NORDIC_SERVICE_IDIOMS: readonly string[] = [
  "{kommunens|byens|kommunal|kommunale|endelige} inspektion|inspektionen|inspektør|inspektøren|inspeksjon|inspeksjonen|inspektøren",
  "{bestod|bestået|klarede|dumpede|besto|bestått|klarte} inspektionen|inspeksjonen",
  "{ingen|ikke|uden|uten} {snak|snakk|tale|tale om|snakket} {om|} {en|et|ei} {ny|nyt|nytt} unit|system|anlæg|anlegg|enhed|enhet",
  "{ikke|aldrig|aldri|ingen grund til at|ingen grunn til å} {behøvede|behøvde|behøver|trengte|trenger|trengde|behøvet|havde brug for|hadde bruk for|skulle have|skulle ha} {en|et|ei|nogen|noen} {ny|nyt|nytt|nye} {panel|tavle|eltavle|varmepumpe|vandvarmer|fyr|unit|system|anlæg|anlegg|rewire|bereder|pumpe|toilet|toalett}",
  "{ikke|aldrig|aldri} {behøvede|behøvde|behøver|trengte|trenger|trengde|behøvet} {en|et|ei} rewire|repipe",
  // As the English "big fan of" and "down the drain".
  "{stor|kæmpe|kjempe|} fan af|av",
  "ned i afløbet|avløpet",
  // A thing looked at and found sound is no work done.
  "{såg på|så på|sjekket|sjekka|kikket på|kikka på|så over|såg over} {varmepumpa|varmepumpen|fyren|kjelen|berederen|pumpa|anlegget} og sa {ho|han|den|det|at ho|at han|at den|at det} var {heilt|helt|} {fin|grei|ok|i orden}",
  "{sa|sa at} {kjelen|fyren|varmepumpa|varmepumpen|berederen|pumpa|anlegget|sikringsskapet} {vår|vårt|} {hadde|har} {mange|flere|fleire|nokre|noen} {år|gode år} igjen",
  // "Ikke noe mas om å bytte hele sikringsskapet": work not pushed.
  "{ikke|ingen|uten} {noe|noget|} mas om {å|at|} {bytte|skifte|kjøpe|installere|} {hele|et|en|ei|} {nytt|ny|nye|nyt|} sikringsskapet|sikringsskap|anlegg|anlegget|anlæg|unit|system|panel|tavle|fyr|varmepumpe|bereder|kjele",
  "{mobil|telefon|mobiltelefon|computer|pc} {lader|laderen|oplader|opladeren}",
];

/**
 * Danish and Norwegian "need" (`service_guards.ts`: "ikke behøvede et nyt
 * panel" is work advised against, as "didn't need a new panel").
 */
export const NORDIC_NEED_WORDS: ReadonlySet<string> = new Set(
  ("behøvede behøvde behøver behøvet trengte trengde trenger behov brug")
    .split(" "),
);

/** Danish and Norwegian words of a business name that say its trade. */
export const NORDIC_TRADE_WORDS =
  "vvs blikkenslager blikkenslagere rørlægger rørlæggere rørlegger " +
  "rørleggere elektriker elektrikere elektro el-service varme ventilasjon " +
  "ventilation kloakservice";

/** Danish and Norwegian action words. */
export const NORDIC_ACTION_GROUPS: Readonly<
  Record<string, readonly string[]>
> = {
  install: (
    "installere installerede installeret installerer installation " +
    "installationen installationer installerte installert installasjon " +
    "installasjonen ny nyt nye nytt udskifte udskiftede udskiftet " +
    "udskiftning udskiftningen skifte skiftede skiftet skiftes satte " +
    "opsat opsætning montere monterede monteret montering monterte " +
    "montert tilsluttede tilsluttet koblede koblet bytte byttet byttede " +
    "utskifting utskiftning"
  ).split(" "),
  // A part replaced is a repair ("skiftede anoden"), not new equipment.
  repair: (
    "reparere reparerede repareret reparation reparationen reparationer " +
    "reparerte reparert reparasjon reparasjonen fikse fiksede fikset " +
    "fiksa defekt defekte utæt utett drypper dryppede dryppet lækkede " +
    "lækket lekket døde stoppede problemer problemet fejl fejlen " +
    "feil feilen støj ødelagt ødelagte anoden anodestav anodestaven " +
    "kondensator kondensatoren kondensatorer pakning pakningen pakninger " +
    "tætning tætningen termoelement termoelementet igniteren tenneren " +
    "tændingen"
  ).split(" "),
  maintenance: (
    "eftersyn eftersynet serviceeftersyn vedligeholdelse vedligehold " +
    "tjek tjekke tjekkede tjekket gennemgang årligt årlig inspektion " +
    "inspektionen vedlikehold vedlikeholdet ettersyn ettersynet sjekk " +
    "sjekke sjekket sjekka årlige kontroll kontrollen inspeksjon"
  ).split(" "),
  cleaning: (
    "rense rensede renset rensning rensningen rens rensa rensing spule " +
    "spulede spulet spuling spyle spylte spylt spyling tømt tømme tømte " +
    "tømming afkalke afkalkning afkalket"
  ).split(" "),
};
