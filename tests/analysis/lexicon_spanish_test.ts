import assert from "node:assert/strict";
import { ASPECT_IDS } from "../../lib/schemas/mod.ts";
import {
  SPANISH_ASPECT_CUES,
  SPANISH_CONTRAST_WORDS,
  SPANISH_GENERAL_CUES,
  SPANISH_NEGATORS,
  spanishNames,
  spanishSpellings,
} from "../../lib/analysis/lexicon_spanish.ts";
import { subRatings } from "../../lib/analysis/sub_ratings.ts";
import {
  assertCueSpec,
  assertStatements,
  viewOf,
} from "../helpers/analysis.ts";

Deno.test("Spanish cues are well formed, for every aspect", () => {
  for (const aspect of ASPECT_IDS) {
    assert.ok(SPANISH_ASPECT_CUES[aspect].length >= 10, aspect);
    for (const spec of SPANISH_ASPECT_CUES[aspect]) {
      assertCueSpec(spec, aspect);
    }
  }
  for (const spec of SPANISH_GENERAL_CUES) assertCueSpec(spec, "general");
});

Deno.test("each Spanish entry is also read without accents, in the same pattern", () => {
  assert.deepEqual(spanishSpellings(["{llegó tarde|vino} año ~ -1"]), [
    "{llegó tarde|llego tarde|vino} año|ano ~ -1",
  ]);
  assert.deepEqual(spanishSpellings(["señor|está"]), [
    "señor|senor|está|esta",
  ]);
  assert.deepEqual(spanishNames(["calefacción", "baño"]), [
    "calefacción",
    "calefaccion",
    "baño",
    "bano",
  ]);
  assertStatements([
    ["Llego puntual y dejo todo limpio, muy recomendable.", [
      "cleanliness:1",
      "punctuality:1",
    ]],
    ["Senor muy amable, nos explico todo con paciencia.", [
      "communication:1",
      "professionalism:1",
    ]],
    ["Cobraron mas de lo cotizado.", ["honesty:-1"]],
    ["¡Excelente trabajo, quedó chulísimo!", ["quality:1"]],
  ]);
});

Deno.test("every aspect, as Spanish-speaking customers write it", () => {
  assertStatements([
    ["El plomero llegó puntualito, a la hora que quedamos.", [
      "punctuality:1",
    ]],
    ["Llegaron con dos horas de retraso y sin llamar.", [
      "communication:-1",
      "punctuality:-1",
    ]],
    ["Nunca se presentaron y perdí el día de trabajo.", ["punctuality:-1"]],
    ["Me dejaron plantada dos veces.", ["punctuality:-1"]],
    ["Vinieron el mismo día que llamé.", ["scheduling:1"]],
    ["Tardaron tres semanas en darme cita.", ["scheduling:-1"]],
    ["Me cambiaron la cita tres veces.", ["scheduling:-1"]],
    ["Atienden en domingo y de noche, qué alivio.", ["scheduling:1"]],
    ["La pieza tardó un mes en llegar.", ["scheduling:-1"]],
    ["Es carísimo, un pastón por media hora.", ["price:-1"]],
    ["Nos salió baratísimo.", ["price:1"]],
    ["No nos cobraron la visita.", ["price:1"]],
    ["Qué clavada, nos cobraron 500 dólares.", ["price:-1"]],
    ["Quedó perfecto, se ve de lujo.", ["quality:1"]],
    ["Una chapuza, la tubería quedó chueca y sigue goteando.", [
      "quality:-1",
    ]],
    ["A la semana volvió a fallar.", ["quality:-1"]],
    ["El inodoro que instalaron gotea.", ["quality:-1"]],
    ["Muy amable y educado, un caballero.", ["professionalism:1"]],
    ["Fue grosero y prepotente con mi mamá.", ["professionalism:-1"]],
    ["Nos explicó todo y contestó todas nuestras preguntas.", [
      "communication:1",
    ]],
    ["Nunca me devolvieron la llamada.", ["communication:-1"]],
    ["Nos mantuvieron al tanto todo el tiempo.", ["communication:1"]],
    ["Dejaron todo limpio y barrieron el piso.", ["cleanliness:1"]],
    ["Dejaron un desastre de tierra en la sala.", ["cleanliness:-1"]],
    ["Se puso cubrezapatos antes de entrar.", ["cleanliness:1"]],
    ["Sabe lo que hace, encontró el problema en cinco minutos.", [
      "expertise:1",
    ]],
    ["No tenía ni idea de lo que hacía.", ["expertise:-1"]],
    ["Otros dos plomeros no pudieron encontrar la fuga.", ["expertise:1"]],
    ["Muy honestos, nos dijeron que el calentador todavía servía.", [
      "honesty:1",
    ]],
    ["Me quisieron vender un equipo nuevo sin necesidad.", ["honesty:-1"]],
    ["Cobraron más de lo cotizado.", ["honesty:-1"]],
    ["Respetaron el precio de la cotización.", ["honesty:1"]],
  ]);
});

Deno.test("negation in Spanish: no, nunca, ni, sin, tampoco, ningún", () => {
  assertStatements([
    ["El técnico no llegó tarde, llegó diez minutos antes.", [
      "punctuality:1",
    ]],
    ["Jamás llegan tarde.", ["punctuality:1"]],
    ["No llegó a tiempo y fue muy amable.", [
      "professionalism:1",
      "punctuality:-1",
    ]],
    ["No fue puntual.", ["punctuality:-1"]],
    ["No dejaron basura.", ["cleanliness:1"]],
    ["No limpiaron ni barrieron.", ["cleanliness:-1"]],
    ["Tampoco avisaron que no venían.", ["communication:-1"]],
    ["El precio no fue nada caro.", ["price:1"]],
    ["No me quisieron vender nada que no necesitaba.", ["honesty:1"]],
    ["Cambió piezas sin necesidad y nada.", ["expertise:-1"]],
    ["Sin cargos ocultos y sin sorpresas.", ["honesty:1"]],
    ["No hubo ningún problema con la instalación.", ["quality:1"]],
  ]);
});

Deno.test("contrasts, lukewarm verdicts and excuses in Spanish", () => {
  assertStatements([
    ["Un poco caro, pero el trabajo quedó excelente.", [
      "price:-1",
      "quality:1",
    ]],
    ["Aunque llegaron tarde, dejaron todo impecable.", [
      "cleanliness:1",
      "punctuality:-1",
    ]],
    [
      "Amables, sin embargo dejaron la caja del calentador viejo en la banqueta.",
      ["cleanliness:-1", "professionalism:1"],
    ],
    ["Llegaron un poco tarde, pero ni modo.", ["punctuality:0"]],
    ["El precio estuvo normal, ni caro ni barato.", ["price:0"]],
    ["Para ser honesta, el precio fue justo.", ["price:1"]],
    // An excuse after "pero" takes the complaint back.
    ["Un poco caro, pero entiendo que el material subió.", ["price:0"]],
  ]);
});

Deno.test("regional words: Mexico, the Caribbean, Colombia, Venezuela, Spain", () => {
  assertStatements([
    ["Tony súper chido y muy buena onda.", ["professionalism:1"]],
    ["El chamo es un pana, y el trabajo quedó chévere.", [
      "professionalism:1",
      "quality:1",
    ]],
    ["Un chaval majo y muy atento.", ["professionalism:1"]],
    ["Qué chimba de servicio, parcero, llegaron al toque.", [
      "scheduling:1",
    ]],
    ["Un trabajo muy chafa, todo quedó flojo.", ["quality:-1"]],
    ["El muchacho fue bien mamón conmigo.", ["professionalism:-1"]],
    ["Nos quisieron ver la cara con el precio.", ["honesty:-1"]],
    ["Dejaron un reguero en la cocina.", ["cleanliness:-1"]],
    // Central America: "chivo" (El Salvador) and "chilero" (Guatemala);
    // a goat is no praise.
    ["El muchacho bien chivo y muy atento.", ["professionalism:1"]],
    ["Muy chilero el técnico, súper amable.", ["professionalism:1"]],
    ["Se me escapó el chivo del corral.", []],
  ]);
});

Deno.test("Castilian (Spain): guay, majo, una pasada, fatal, chapuza, curro, tío, vale, sin más", () => {
  assertStatements([
    ["Mark Lowe sorted the gas leak, más majo imposible.", [
      "professionalism:1",
    ]],
    ["Chuy, un tío de puta madre, mis respetos.", ["professionalism:1"]],
    ["Billy was a bit borde with me the whole time.", [
      "professionalism:-1",
    ]],
    ["La chica de la oficina fue bordísima on the phone.", [
      "professionalism:-1",
    ]],
    ["He explained every breaker sin hacerme sentir tonta, guay.", [
      "communication:1",
      "professionalism:1",
    ]],
    ["Kevin was educado, sin más.", ["professionalism:0"]],
    ["The new system is silenciosísimo, una pasada.", ["quality:1"]],
    ["El baño quedó de cine, se lo curró.", ["quality:1"]],
    ["Qué chapuza, ni una en línea con la otra.", ["quality:-1"]],
    ["El servicio fue fatal.", []],
    ["Llegó a la hora clavada y se puso las calzas.", [
      "punctuality:1",
      "cleanliness:1",
    ]],
    ["Kayla no se puso calzas.", ["cleanliness:-1"]],
    ["No dejó ni una mota de polvo.", ["cleanliness:1"]],
    ["Jaz left the bathroom hecho un cristo.", ["cleanliness:-1"]],
    ["No han fallado ni una fecha en dos años.", ["punctuality:1"]],
    ["Oleg no tenía ni idea, y el fregadero seguía atascado.", [
      "expertise:-1",
      "quality:-1",
    ]],
    // The reviewer's own ignorance, the reviewer's job, "mate", "okay",
    // stock praise and "no way" name no aspect.
    ["Yo no tenía ni idea de que existían.", []],
    ["Les abrió la puerta porque yo estaba currando en el curro.", []],
    ["Vale, 5 estrellas.", []],
    ["Tom es un crack.", []],
    ["Ni de coña me paso otro verano sin aire.", []],
    ["Vale, the tankless was carísimo, but tío, funciona de lujo.", [
      "price:-1",
      "quality:1",
    ]],
    ["Mike nos dijo que tenía un crack en el heat exchanger.", []],
  ]);
});

Deno.test("Spanish sub-ratings by name", () => {
  const rated = (text: string) =>
    subRatings(viewOf(text)).map((rating) =>
      `${rating.aspect}:${rating.score}`
    );
  assert.deepEqual(rated("Puntualidad 5/5, limpieza 4/5, precio 2/5"), [
    "punctuality:1",
    "cleanliness:1",
    "price:-1",
  ]);
  assert.deepEqual(rated("Atencion 5/5, profesionalismo 3/5"), [
    "professionalism:1",
    "professionalism:0",
  ]);
});

Deno.test("Spanish negators and contrast words, not the English look-alikes", () => {
  for (const word of ["ni", "tampoco", "nadie", "sin"]) {
    assert.ok(SPANISH_NEGATORS.includes(word), word);
  }
  // "Nada más" is "only": "nada" negates nothing by itself.
  assert.ok(!SPANISH_NEGATORS.includes("nada"));
  for (const word of ["pero", "aunque", "embargo"]) {
    assert.ok(SPANISH_CONTRAST_WORDS.includes(word), word);
  }
  assert.ok(!SPANISH_CONTRAST_WORDS.includes("mas"));
});

Deno.test("English words that look like the Spanish ones stay silent", () => {
  for (
    const text of [
      "The red pie was on sale once.",
      "Come on, my son has a tan from the fin trip.",
      "We had pan dulce and salsa at the fiesta.",
      "It would be a sin to skip the final game.",
      "Mas is my cousin, and Nada is our cat.",
      "He said pronto, so we waited a bit.",
      "The spa and the jacuzzi at the hotel.",
      "A solo concert by a local band.",
      "My amigo Carlos brought the cooler.",
      "The padre blessed the house.",
      "He plays bass in a regular band.",
      "Our panel discussion ran long.",
      "The mesa behind our house is beautiful.",
    ]
  ) {
    assertStatements([[text, []]]);
  }
});
