/** lib/analysis/lexicon_spanish_money.ts: the Spanish price and honesty cues. */
import {
  SPANISH_HONESTY_CUES,
  SPANISH_PRICE_CUES,
} from "../../lib/analysis/lexicon_spanish_money.ts";
import { assertCueTable, assertStatements } from "../helpers/analysis.ts";

Deno.test("the Spanish price and honesty tables are well formed", () => {
  assertCueTable(SPANISH_PRICE_CUES, {
    aspect: "price",
    holds: ["un pastón", "pagamos para nada", "ni caro ni barato"],
  });
  assertCueTable(SPANISH_HONESTY_CUES, {
    aspect: "honesty",
    holds: ["de palabra", "punto por punto", "uno sí confía"],
  });
});

Deno.test("Spanish price: money spent for nothing, a verdict after a verb", () => {
  assertStatements([
    ["Pagamos para nada, el calentador sigue frío.", ["price:-1"]],
    ["Gasté en balde, tuve que llamar a otro.", ["price:-1"]],
    ["Tiramos la lana con esa visita.", ["price:-1"]],
    ["La tarifa sí estuvo pesadita.", ["price:-1"]],
    ["La factura estuvo bien fuerte para dos horas de trabajo.", [
      "price:-1",
    ]],
    ["La cuenta salió algo alta.", ["price:-1"]],
    ["Un cobro fuertecito por cambiar un foco.", ["price:-1"]],
    ["La plata que nos cobraron fue razonable.", ["price:1"]],
    ["El pisto que pedía estuvo justito.", ["price:1"]],
    ["Lo que cobraron estuvo bastante justo.", ["price:1"]],
    // "Justo" right after the verb only: here it is "just before".
    ["Cobró justo antes de irse.", []],
  ]);
});

Deno.test("Spanish price: against what was said, other companies and the time worked", () => {
  assertStatements([
    ["Al final nos cobraron menos de lo que habían dicho.", ["price:1"]],
    ["Salió más barato de lo que esperábamos.", ["price:1"]],
    ["Nos cobraron el doble de lo normal.", ["price:-1"]],
    ["En otro lado nos lo dejaban más barato.", ["price:-1"]],
    ["Los demás cobraban mucho menos.", ["price:-1"]],
    ["Otra compañía cotizó el doble.", ["price:1"]],
    ["Cobraron la hora completa aunque apenas estuvo veinte minutos.", [
      "price:-1",
    ]],
    ["Nos cobraron cuatro horas y el técnico estuvo aquí media hora.", [
      "price:-1",
    ]],
  ]);
});

Deno.test("Spanish price: a question and neutral verdicts", () => {
  assertStatements([
    ["No sé si fue caro o barato.", []],
    ["No fue el más barato pero tampoco el más caro.", ["price:0"]],
    ["Quedaron a la mitad de los tres presupuestos.", ["price:0"]],
    // Reported as a verdict (R), not dropped as a bare term.
    ["El precio estuvo regular, ni caro ni barato.", ["price:0"]],
  ]);
});

Deno.test("Spanish honesty: the bill kept, proof, no work needed, damage paid", () => {
  assertStatements([
    ["Nos cobró lo que había dicho por teléfono.", ["honesty:1"]],
    ["Cobraron lo acordado, ni un centavo extra.", ["honesty:1"]],
    ["Ni un quetzal de más, tal como quedamos.", ["honesty:1"]],
    ["La cotización venía desglosada.", ["honesty:1"]],
    ["Así uno sí confía en la compañía.", ["honesty:1"]],
    ["Me dijo que la bomba estaba bien y que no gastara.", ["honesty:1"]],
    ["Nos dijo que todo estaba bien.", ["honesty:1"]],
    // "Bien" before an adjective is no verdict on the equipment.
    ["Me dijo que el técnico estaba bien ocupado.", []],
    ["Nos dijeron que no necesitábamos un boiler nuevo.", ["honesty:1"]],
    ["Rompieron una loseta pero la compañía pagó la reparación.", [
      "honesty:1",
      "quality:-1",
    ]],
  ]);
});

Deno.test("Spanish honesty: fees nobody mentioned, pressure, another company's selling", () => {
  assertStatements([
    ["En la factura venía un recargo que nadie nos explicó.", [
      "communication:-1",
      "honesty:-1",
    ]],
    ["El técnico me quería convencer de cambiar todo el cableado.", [
      "honesty:-1",
    ]],
    ["Me dio mala espina tanta insistencia.", ["honesty:-1"]],
    // Another company's selling is not this business's.
    ["La otra compañía nos quería vender un equipo completo.", []],
    [
      "Otros nos querían cambiar todo el sistema, pero Rosa nos dijo que todavía servía.",
      ["honesty:1"],
    ],
    // "El otro día" is a day, not another company.
    ["El otro día el técnico me quiso vender un equipo nuevo.", [
      "honesty:-1",
    ]],
    ["Nos explicó las opciones sin presionarnos para comprar el más caro.", [
      "communication:1",
      "honesty:1",
    ]],
  ]);
});

Deno.test("Castilian (Spain) money: un timo, me clavó, pasta only in phrases, sin rodeos", () => {
  assertStatements([
    ["Mike me clavó 400 pavos por un capacitor.", ["price:-1"]],
    ["Un timo, 400 pavos por un capacitor.", ["price:-1"]],
    ["Me ha clavado 200 euros.", ["price:-1"]],
    ["Pasta tirada, los 180 enteros.", ["price:-1"]],
    ["Me ahorré una pasta.", ["price:1"]],
    ["Un chollo, la verdad.", ["price:1"]],
    ["We had pasta for dinner while he worked.", []],
    ["Nos dijo sin rodeos que el AC aguanta otro verano.", ["honesty:1"]],
    ["Told me no hacía falta que viniera nadie.", ["honesty:1"]],
    ["Se lo dije tres veces que no y el tío dale que dale.", [
      "honesty:-1",
    ]],
    ["Me lo sacó como cinco veces después de decirle que no.", [
      "honesty:-1",
    ]],
    ["It came out 180 dollars over the presupuesto and nadie dijo ni mu.", [
      "honesty:-1",
      "communication:-1",
    ]],
  ]);
});
