/** lib/analysis/lexicon_spanish_cues.ts: the Spanish cue tables. */
import { ASPECT_IDS } from "../../lib/schemas/mod.ts";
import { SPANISH_CUES } from "../../lib/analysis/lexicon_spanish_cues.ts";
import { assertCueTable, assertStatements } from "../helpers/analysis.ts";

Deno.test("every aspect has well-formed Spanish cues", () => {
  const holds: Record<string, string[]> = {
    punctuality: ["no se presentaron"],
    scheduling: ["con prontitud", "musiquita"],
    price: ["un pastón", "un ojo de la cara"],
    quality: ["trabajazo|trabajón", "sequito desde"],
    professionalism: ["buena onda"],
    communication: ["comunicación"],
    cleanliness: ["cubrezapatos"],
    expertise: ["ni idea de lo que hacía"],
    honesty: ["de palabra"],
  };
  for (const aspect of ASPECT_IDS) {
    assertCueTable(SPANISH_CUES[aspect], { aspect, holds: holds[aspect] });
  }
});

Deno.test("Spanish timing in everyday turns: on hold, the one that answered, the hour given", () => {
  assertStatements([
    ["Apareció como tres horas después de la hora acordada.", [
      "punctuality:-1",
    ]],
    ["Cada quince días vienen y nunca han fallado una visita.", [
      "punctuality:1",
    ]],
    // On hold is scheduling (the phone), not a late arrival.
    ["Me dejaron esperando en la línea casi media hora.", ["scheduling:-1"]],
    ["Estuve en espera cuarenta minutos con la oficina.", ["scheduling:-1"]],
    ["Fueron los únicos que contestaron un sábado en la noche.", [
      "scheduling:1",
    ]],
    ["Eran los únicos que podían venir esa semana.", ["scheduling:1"]],
    ["Me movieron la visita tres veces a última hora.", ["scheduling:-1"]],
    ["Hubo que esperar tres semanas para la próxima fecha disponible.", [
      "scheduling:-1",
    ]],
    ["Era nochebuena y vinieron.", ["scheduling:1"]],
    ["Vino a las 11 de la noche a destapar el baño.", ["scheduling:1"]],
    ["Llegaron a las ocho de la noche como quedamos.", []],
    ["Prometieron un día y se tardaron toda la semana.", ["scheduling:-1"]],
  ]);
});

Deno.test("Spanish work in everyday turns: still the same, left uneven, damage, the fix lasted", () => {
  assertStatements([
    ["El lavabo sigue tirando agua igual que antes.", ["quality:-1"]],
    ["Las rejillas siguen igual de sucias.", ["quality:-1"]],
    ["Vino dos veces y no solucionó nada.", ["quality:-1"]],
    ["Desde que lo instalaron hace un zumbido.", ["quality:-1"]],
    ["El piso lo dejaron todo desnivelado.", ["quality:-1"]],
    ["Dejaron la pared sin resanar.", ["quality:-1"]],
    ["Le hicieron un raspón a la puerta.", ["quality:-1"]],
    ["Ya no hay humedad en el sótano.", ["quality:1"]],
    ["El garaje sequito desde que pusieron la bomba.", ["quality:1"]],
    // Cleaning ducts is the service, not how the house was left.
    ["Limpiaron los ductos del segundo piso.", []],
    ["Limpiaron los ductos muy bien.", ["quality:1"]],
    // The look of the work is quality, never cleanliness.
    ["La soldadura quedó limpiecita.", ["quality:1"]],
    ["La cocina quedó una belleza.", ["quality:1"]],
    ["La reparación quedó regular.", ["quality:0"]],
    ["Los tubos viejos quedaron tirados en el jardín.", ["cleanliness:-1"]],
    ["No dejaron ni una basurita en la cocina.", ["cleanliness:1"]],
    ["Pusieron cartones en el piso del pasillo.", ["cleanliness:1"]],
    ["Nomás por teléfono supo que era la válvula.", ["expertise:1"]],
    ["Le atinó a la primera.", ["expertise:1"]],
    ["Otro plomero vino tres veces y no pudo con la fuga.", ["expertise:1"]],
    ["Otra compañía vino dos veces y nada.", ["expertise:1"]],
    ["Tuvo que llamar a su jefe para saber qué hacer.", ["expertise:-1"]],
    ["Era nuevo y se notaba.", ["expertise:-1"]],
  ]);
});

Deno.test("Spanish conduct in everyday turns: questions, follow-up calls, marketing, reports", () => {
  assertStatements([
    ["Don Beto es muy buena gente.", ["professionalism:1"]],
    ["Nunca nos hizo sentir ignorantes.", ["professionalism:1"]],
    ["Ni me volteaba a ver cuando le hablaba.", ["professionalism:-1"]],
    ["Dejaron el panel destapado toda la noche.", ["professionalism:-1"]],
    ["No nos dejaron hacer preguntas.", ["communication:-1"]],
    ["Cambiaron el motor y nunca nos dijeron qué tenía.", [
      "communication:-1",
    ]],
    ["Nos dieron un papel con solo el número.", ["communication:-1"]],
    ["Cada técnico nos contaba algo distinto.", ["communication:-1"]],
    // The question of a follow-up call judges nothing of the work.
    ["Nos llamaron para ver si el aire seguía enfriando bien.", [
      "communication:1",
    ]],
    ["Al día siguiente nos marcaron para saber si el agua salía caliente.", [
      "communication:1",
    ]],
    ["Llegó un textito confirmando la cita.", ["communication:1"]],
    ["Nos avisó de antemano que la pieza podía tardar.", ["communication:1"]],
    ["No paran de llamarme para venderme planes.", ["communication:-1"]],
    ["Me llegan correos de publicidad a diario.", ["communication:-1"]],
    ["Nos mandaron el informe con las lecturas y fotos.", [
      "communication:1",
    ]],
    ["Me mandó fotos de la corrosión en el tanque.", [
      "communication:1",
      "honesty:1",
    ]],
    ["Nos enseñaron en la tablet cómo estaba el tubo.", ["communication:1"]],
    // "Casi no lo hablo" is no excuse that leaves the clause lukewarm.
    ["Me explicó todo despacio porque casi no lo hablo.", [
      "communication:1",
    ]],
  ]);
});

Deno.test("Rioplatense: on time 'en hora', warm words said of a person", () => {
  assertStatements([
    ["Hector llegó en hora.", ["punctuality:1"]],
    ["Vino a las ocho clavadas.", ["punctuality:1"]],
    ["Sam was re copada.", ["professionalism:1"]],
    ["Tony es un divino.", ["professionalism:1"]],
    // Said of the work, "divino" is no word about the person.
    ["El baño quedó divino.", []],
  ]);
});

Deno.test("Caribbean Spanish, typed without accents: cleaned up, polite, ignored, hurried", () => {
  assertStatements([
    ["Recogieron todo antes de irse.", ["cleanliness:1"]],
    ["No dejaron ni un chin de basura.", ["cleanliness:1"]],
    ["Entraron con los zapatos llenos de fango.", ["cleanliness:-1"]],
    // Cleaning the ducts is the service, also when they are "ducts".
    ["Limpiaron los ducts el martes.", []],
    ["El muchacho bien educadito.", ["professionalism:1"]],
    ["Se le notaba la prisa al tecnico.", ["professionalism:-1"]],
    ["Llego tarde y ni un sorry.", [
      "punctuality:-1",
      "professionalism:-1",
    ]],
    ["Le escribi dos veces y me picharon.", ["communication:-1"]],
    ["Nadie me responde en esa oficina.", ["communication:-1"]],
    ["Le hice mil preguntas y se las contesto todas.", [
      "communication:1",
    ]],
  ]);
});

Deno.test("Caribbean Spanish: the work, the day kept, the hours of a visit", () => {
  assertStatements([
    ["El baño quedo jevi.", ["quality:1"]],
    ["Ya van tres meses corriendo perfecto.", ["quality:1"]],
    ["A los dos dias el fregadero estaba tapao otra vez.", ["quality:-1"]],
    ["Vienen cada mes y nunca han fallado el dia.", ["punctuality:1"]],
    ["Vino a las 3am un sabado.", ["scheduling:1"]],
    ["El cambio del boiler tomo los tres dias que prometieron.", [
      "scheduling:1",
    ]],
  ]);
});

Deno.test("Caribbean Spanish: money thrown away, a gift of a price, tall tales and pressure", () => {
  assertStatements([
    ["Eso fue chavos botaos.", ["price:-1"]],
    ["$60 la visita, eso es un regalo.", ["price:1"]],
    ["Me cobraron dos horas y estuvo aqui media hora y pico.", [
      "price:-1",
    ]],
    ["Ese señor no te mete cuentos.", ["honesty:1"]],
    ["Sentí que me cogieron de bobo.", ["honesty:-1"]],
    ["Nunca me presiono para comprar nada.", ["honesty:1"]],
    ["Me estaban empujando el plan de mantenimiento.", ["honesty:-1"]],
    // Another company's pushing is not this business's selling.
    ["La otra compañía me estaba empujando un equipo nuevo.", []],
  ]);
});
