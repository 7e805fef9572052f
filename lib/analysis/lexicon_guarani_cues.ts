/**
 * The Guaraní cues of Jopara, one list per aspect, and the general opinion
 * words (`lexicon_guarani.ts` tells how they are written, what they leave
 * out, and joins them with the other tables): arriving early or late,
 * answering the phone, "hepy" and "ndahepýi", the work done "porã" or
 * "vai", kindness and temper, explaining and calling, "potĩ" and "ky'a",
 * knowing the job, "ñembotavy" and lies.
 *
 * @module
 */
import type { AspectId } from "../schemas/mod.ts";

/** He, she or they arrived or came ("oguahẽ", "ou", "og̃uahẽ"). */
const ARRIVED =
  "{oguahẽ|og̃uahẽ|oguahẽma|ouguahẽ|oguahẽkuri|ou|ouma|oukuri|ouhikuái|oguahẽhikuái|llegó}";

/** Not arrived, not come ("ndoguahẽi", "ndoúi"). */
const NOT_ARRIVED =
  "{ndoguahẽi|ndoguahẽiri|ndoúi|ndoúiri|ndouvéi|ndoguahẽvéi|ndoúikuri|ndoguahẽikuri}";

/** Called ("ohenói", "ohenoi chéve"). */
const CALLED = "{ohenói|ohenóikuri|ohenóima|ohenoihikuái}";

/** Not called ("ndohenói", "ndohenóiri"). */
const NOT_CALLED =
  "{ndohenói|ndohenóiri|ndohenoivéi|ndohenóikuri|ndorehenói|ndacherenói|ndachehenói}";

/** Not answered ("ndombohovái", "ndombohováiri"). */
const NOT_ANSWERED =
  "{ndombohovái|ndombohováiri|ndombohováikuri|ndombohovaivéi|ndorembohovái}";

/** Explained ("omyesakã", "omyesakã chéve"). */
const EXPLAINED =
  "{omyesakã|omyesakãkuri|omyesakãpa|omyesakãporã|omyesakãiterei|ohechauka|ohechaukakuri|ohechaukapa}";

/** Not explained ("ndomyesakãi", "ndomombe'úi"). */
const NOT_EXPLAINED =
  "{ndomyesakãi|ndomyesakãiri|ndomombe'úi|ndomombe'úiri|ndohechaukái|ndohechaukáiri}";

/** To me or us ("chéve", "oréve", "ñandéve"). */
const TO_ME = "{chéve|oréve|ñandéve|chupe}";

/** Did, made, put in or mended ("ojapo", "omoĩ", "omyatyrõ"). */
const DID =
  "{ojapo|ojapopa|ojapokuri|omoĩ|omoĩpa|omoĩkuri|omyatyrõ|omyatyrõpa|omyatyrõkuri|omoambue|omoambuepa|hembiapo|tembiapo|ijapopyre|ojapohikuái|omoĩhikuái}";

/** Good, of the work ("porã", "porãiterei"). */
const WELL =
  "{porã|porãite|porãiterei|porãeterei|porãite voi|porã añete|porãmbaite|porãiterei voi}";

/** Badly, of the work ("vai", "vaieterei"). */
const BADLY = "{vai|vaieterei|vaiete|vaipa|vai asy|vai vai|ñembotavy}";

/** Still, again ("gueteri", "jey"). */
const STILL = "{gueteri|gueterei|jey|jevy|ko'ág̃a peve|ko'ága peve}";

/** Left (behind: "ohejá", "ohejapa"). */
const LEFT = "{ohejá|ohejapa|ohejakuri|oheja|ohejapaite|ohejahikuái}";

/**
 * Guaraní cues of Jopara, per aspect, with brace groups
 * (`lexicon_guarani.ts` spells and compacts them).
 */
export const GUARANI_CUES: Readonly<Record<AspectId, readonly string[]>> = {
  punctuality: [
    `${ARRIVED} {tarde|tardeterei|tardémi|tardeite|michĩmi tarde|sa'imi tarde|mbovymi tarde|atrasado} ~ -1`,
    `${ARRIVED} {voi|voimi|voíma|la hora-pe|horápe|hora-pe|la hora oje'e haguépe|hi'ára|hi'arapete|en punto|puntual|ag̃aite voi} ~ +1`,
    "{ipuntual|ipuntualete|ipuntualiterei|ipuntualeterei} ~ +1",
    `${NOT_ARRIVED} ~ -2 F`,
    "{ndoguahẽi tarde|ndoúi tarde|ndaha'éi tarde|ndoguahẽi atrasado} ~ +1 F",
    "{rohaarõ|ahaarõ|rohaarõkuri|ahaarõkuri|jahaarõ} {aravo|aravokuéra|pyhareve pukukue|ka'aru pukukue|ára pukukue} ~ -1",
  ],
  scheduling: [
    `${ARRIVED} {pya'e|pya'eterei|pya'eite|pya'éma|upe ára voi|upe ára berõ|upe pyharépe voi|ko'ẽrõ voi} ~ +1`,
    `${NOT_ANSWERED} {la|pe|} {teléfono|telefono|llamada|llamadas|celular} ~ -2 F`,
    `{avave|mavave} ${NOT_ANSWERED} ~ -2 F`,
    "{avave|mavave} {ndojapysakái|ndoatendéi|ndoatendéiri|ndohupíri|ndohupíri la teléfono} ~ -2 F",
    "{ombohovái|ombohováikuri|oatende|oatendéma} {pya'e|pya'eterei|voi|ag̃aite} ~ +1",
  ],
  price: [
    "{hepy|ihepy|hepyeterei|hepyiterei|hepyete|ihepyeterei|ihepyiterei|hepyite|hepy asy|hepy-hepy|hepypa} ~ -1",
    "{hepy|ihepy} {eterei|iterei|añete|asy|voi} ~ -2",
    "{ndahepýi|ndahepyi|ndahepyiete|ndahepyetéi|ndahepýiri|ndaha'éi hepy|hepy'ỹ|hepy'ỹmi|ndahepyiterei} ~ +1 F",
    "{ndahepýi|ndaha'éi hepy} {ha|ni} {ndaha'éi barato|ndaha'éi hepy'ỹ|ndabaratói} ~ 0 S R F",
    "{precio|tepy|hepykue|la precio|pe precio} {porã|iporã|iporãva|justo|hi'ãite} ~ +1",
    "{precio|tepy|hepykue|la precio|pe precio} {ijyvate|ijyvateterei|yvate|yvateterei|hepy} ~ -1",
    "{ovale|ovalete|ovaleterei|ovaléta|ovale la pena|ovale pena} ~ +1 N-1",
    "{omonda|omondapa|ore mondapa|chemonda|oremonda|ñanemonda} {che pirapire|ore pirapire|pirapire|la plata|plata} ~ -2",
  ],
  quality: [
    `${DID} ${WELL} ~ +2`,
    `${DID} {porã} {ha|} {pya'e|mbeguekatu} ~ +2`,
    `${DID} ${BADLY} ~ -2`,
    `{ndojapói|ndojapóiri|ndoimoĩi|ndomyatyrõi|ndomyatyrõiri} {porã|mba'eve|hembiapo} ~ -2 F`,
    `{ndoikói|ndoikóiri|ndofuncionái|ndofuncionáiri|ndoikovéi} ${STILL} ~ -2 F`,
    `{oñembyai|oñembyaijey|ojavy} ${STILL} ~ -2 F`,
    "{ombyai|ombyaipa|ombyaikuri|ombyaihikuái|ojoka|ojokapa} ~ -2",
    "{oiko|oikopa|oikoma|ofunciona|ofuncionapa|ofuncionáma} {porã|porãiterei|porãite|porã ko'ág̃a|porã ko'ága|pyahu ramo|pyahúicha} ~ +1",
    "{ndaipóri|ndaiporivéima|ndaiporivéi} {problema|mba'eve problema} {ko'ág̃a|ko'ága|upéi guive|guive} ~ +2 F",
  ],
  professionalism: [
    "{ipy'aporã|py'aporã|ipy'aporãite|ipy'aporãiterei|ipy'aporãeterei|ipy'aporãva|hekoporã|ihekoporã|heko porã|hekoporãite|ipy'aporã añete} ~ +1",
    "{iñe'ẽ porã|oñe'ẽ porã|iñe'ẽporã|ojopy'aporã|oñeha'ãiterei|oñeha'ãmbaite|ipasiénsia|ipasiénsiaiterei|ipacienciaiterei|ipaciencia} ~ +1",
    "{ojerure|ojeruréma|ojerurekuri|ojerurehikuái} {disculpa|perdón|perdon|jeperdona} ~ +1",
    "{ndojerurei|ndojeruréiri} {disculpa|perdón|perdon|jeperdona|mba'eve} ~ -1 F",
    "{ipochy|ipochyeterei|ipochyiterei|ipochy pya'e|iñarõ|iñarõiterei|hekovai|ihekovai|heko vai|oñe'ẽ vai|oñe'ẽvai|ñe'ẽ vai|ñe'ẽvai|ndorespetái|ndorrespetái|ndorespetáiri} ~ -2",
    "{oñembohory|oñembohoryhikuái|chembohory|orembohory|ñanembohory} ~ -2",
  ],
  communication: [
    `${EXPLAINED} ~ +1`,
    `{omyesakã|ohechauka|omombe'u} ${TO_ME} {opa mba'e|opaite mba'e|mba'érepa|mba'épa|porã|foto|fotokuéra|video} ~ +1`,
    `${NOT_EXPLAINED} ~ -2 F`,
    `${CALLED} {${
      TO_ME.slice(1, -1)
    }} {mboyve|raẽ|oguahẽ mboyve|ou mboyve|jey|upéi|oikuaauka|omombe'u} ~ +1`,
    `${CALLED} {jey|mboyve|raẽ} ~ +1`,
    `${NOT_CALLED} ~ -2 F`,
    "{avave|mavave} {ndohenói|ndohenóiri|ndombohovái|ndojevýi|ndojevyvéi|ndomombe'úi|ndomyesakãi|ndoikuaaukái} ~ -2 F",
    "{ndojevýi|ndojevyvéi|ndojevyvéima|ndojevyiri|ndojevyivéi} {chéve|oréve|voi chéve|voi oréve|voi} ~ -2 F",
    "{ndoikuaaukái|ndoikuaaukáiri|ndomondói|ndomondóiri} {chéve|oréve|mba'eve|mensaje|mensaje voi} ~ -2 F",
    "{oikuaauka|oikuaaukakuri|omondo|omondókuri} {chéve|oréve} {mensaje|mensajepe|whatsapp|whatsapp-pe|oguahẽ mboyve|ou mboyve} ~ +1",
  ],
  cleanliness: [
    "{potĩ|ipotĩ|potĩmbaite|potĩeterei|potĩiterei|ipotĩmbaite|ipotĩiterei|potĩpa} ~ +1",
    "{omopotĩ|omopotĩpa|omopotĩkuri|omopotĩmbaite|omopotĩhikuái|oñemopotĩ} ~ +1",
    "{ndomopotĩi|ndomopotĩiri|ndomopotĩriri|ndomopotĩrĩi} ~ -2 F",
    `${LEFT} {ky'a|yty|ky'apa|ky'aiterei|opa mba'e ky'a|tierra|yvy|ñanandy|ytyatýi} ~ -2`,
    `${LEFT} {potĩ|opa mba'e potĩ|opaite mba'e potĩ|potĩmbaite|potĩ jepe} ~ +1`,
    `{ndohejái|ndohejáiri} {ky'a|yty|mba'eve|mba'eve ky'a} ~ +2 F`,
    "{ky'aiterei|ky'aeterei|ky'apa|iky'apa|iky'aiterei} {ohejá|ohejapa|oheja|la óga|pe óga|la casa|la cocina|opa mba'e} ~ -2",
    "{opa mba'e|opaite mba'e|la óga|pe óga|la piso|la cocina} {ky'a|ky'apa|iky'a|iky'apa} ~ -2",
    "{ohupi|ohupipa|oipe'a|oipe'apa|ogueraha|ogueraha opa} {iyty|yty|hyty|ytykuéra} ~ +1",
  ],
  expertise: [
    "{ikatupyry|katupyry|ikatupyryeterei|ikatupyryiterei|ikatupyryete|ikatupyrýva|ikatupyry añete|katupyryete|iarandu} ~ +1",
    "{oikuaa|oikuaaporã|oikuaaporãiterei|oikuaapaite|oikuaapa} {hembiapo|hembiapokuéra|mba'e ojapo|mba'épa ojapo|porã hembiapo|ijembiapo} ~ +1",
    "{oikuaaporã|oikuaaporãiterei} ~ +1",
    "{ohecha|ojuhu|ohechakuaa|ojuhuma|ohechama|ohechakuaáma} {pya'e|pya'eterei|pya'eite|ag̃aite|voi} ~ +1",
    "{ojuhu|ohecha|ohechakuaa} {ambue|ambuekuéra} {ndojuhúiva|ndohecháiva|ndojuhúikuri} ~ +1",
    "{ndoikuaái|ndoikuaáiri|ndoikuaavéi} {mba'eve|mba'épa|mba'e ojapo|mba'e ojapóva|hembiapo|mba'épa ojapo} ~ -2 F",
    "{ndojuhúi|ndojuhúiri|ndohechakuaái|ndohechakuaáiri} {mba'épa|mba'érepa|mba'eve|la problema|pe problema|problema} ~ -2 F",
    "{ndaikatúi|ndaikatúiri} {ojuhu|ohecha|ohechakuaa|omyatyrõ} ~ -2 F",
  ],
  honesty: [
    "{ñembotavy|ñembotavypa|ñembotavy pura|ombotavy|ombotavyse|ombotavykuri|chembotavy|chembotavyse|orembotavy|orembotavyse|ñanembotavy|ñanembotavyse|ombotavyhikuái|mbotavyhára} ~ -2",
    "{japu|ijapu|ijapúva|ojapu|ojapukuri|japuhára|ijapueterei|ijapuiterei|japu pura|japúnte} ~ -2",
    "{ndojapúi|ndojapúiri|ndaijapúi|ndaha'éi japu} ~ +1 F",
    "{imonda|mondaha|mondahakuéra|imondaha|omonda|omondase} ~ -2",
    "{jeroviaha|ijeroviaha|jeroviapy|ojeroviakuaa|ojeroviakuaáva|ihonesto|ihonestoiterei|ihonestoite} ~ +1",
    "{ndaipóri|ndaiporivoi|ndaipori voi} {upsell|presión|presion|presionar|sorpresa|sorpresakuéra|cargo extra|mba'e extra|ñembotavy} ~ +1 F",
    "{ndochemopresionái|ndoremopresionái|ndomopresionái|ndoipotái ovende|ndoipotáiri ovende} ~ +1 F",
    "{he'i|he'ikuri|he'i chéve|he'i oréve} {ndaikotevẽi|ndaikotevẽiri|ndoikotevẽi|ndoikotevẽiri|ndajaikotevẽi} ~ +1 F",
    "{oipota|oipotakuri|oipotase} {ovende|ovendese|chéve ovende|oréve ovende} ~ -2",
  ],
};

/**
 * General opinion words of Jopara (no aspect of their own), with brace
 * groups: "iporãiterei", "vaieterei", "aguyje".
 */
export const GUARANI_GENERAL: readonly string[] = [
  "{iporã|iporãite|iporãiterei|iporãeterei|porãiterei|porãeterei|iporãmbaite|porãmbaite|iporã añete|iporãiterei añete|iporãva} ~ +2",
  "{ivai|ivaieterei|vaieterei|vaiete|ivaiete|vaiterei|ivaiterei|ndaiporãi|ndaiporãiri|ndaiporãiete|vai asy|vai vai} ~ -2",
  "{aguyje|aguyjevete|aguyjeme|aguyjeveterei|aguyje katu} ~ +1",
  "{avy'aiterei|avy'aeterei|rovy'aiterei|rovy'aeterei|avy'a|rovy'a|avy'apaite} ~ +2",
  "{ndavy'ái|ndorovy'ái|che pochy|ajepochy|che pochyeterei|che pochyiterei} ~ -2",
  "{nahániri iporãiterei|ndaha'éi iporãiterei|ndaiporãiterei|ndaiporãi ha ndaivaíri|ni porã ni vai} ~ 0 F",
];
