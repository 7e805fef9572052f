/**
 * French word tables of the entity finder: French names of the things a
 * home-services business works on and French action words
 * (`entity_words.ts` holds the English ones and joins them). The groups
 * that only French names need are in `entity_words_french_only.ts`,
 * re-exported here with the rest.
 *
 * @module
 */
export { FRENCH_ONLY_CONCEPTS } from "./entity_words_french_only.ts";

/**
 * French names of the things of an English group, by the group's first
 * member. French puts the object after the action ("entretien de la
 * fournaise"), so the maintenance group also holds such whole phrases:
 * the longer match wins over the equipment word, as "furnace tune-up"
 * does in English. Leaks of another thing ("fuite de gaz", "fuite du
 * chauffe-eau") join that thing's group, the longer match again.
 */
export const FRENCH_CONCEPT_WORDS: Readonly<Record<string, readonly string[]>> =
  {
    "air conditioning": [
      "climatiseur",
      "climatiseurs",
      "climatisation",
      "clim",
      "air climatisé",
      "l'air climatisé",
      "air conditionné",
      "l'air conditionné",
      "système de climatisation",
      "unité de climatisation",
      "recharge de fréon",
      "recharge de réfrigérant",
    ],
    "furnace": [
      "fournaise",
      "fournaises",
      "système de chauffage",
      "chauffage central",
      "pas de chauffage",
      "panne de chauffage",
      "plus de chauffage",
      "pu de chauffage",
      "échangeur de chaleur",
      "moteur de soufflerie",
      "allumeur",
    ],
    "heat pump": [
      "thermopompe",
      "thermopompes",
      "thermopompe centrale",
      "pompe à chaleur",
      "pompes à chaleur",
    ],
    "mini split": [
      "thermopompe murale",
      "thermopompes murales",
      "climatiseur mural",
      "climatiseurs muraux",
      "sans conduits",
    ],
    "water heater": [
      "chauffe-eau",
      "chauffe-eaux",
      "réservoir d'eau chaude",
      "tank à eau chaude",
      "ballon d'eau chaude",
      "pas d'eau chaude",
      "plus d'eau chaude",
      "pu d'eau chaude",
      "fuite du chauffe-eau",
      "fuite au chauffe-eau",
      "fuite de chauffe-eau",
      // Quebec: the tank by its everyday names.
      "réservoir à eau chaude",
      "tank d'eau chaude",
    ],
    "tankless": [
      "chauffe-eau instantané",
      "chauffe-eau sans réservoir",
      "chauffe-eau sans réserve",
      "chauffe-eau à la demande",
    ],
    "boiler": [
      "chaudière",
      "chaudières",
      "chaudière au gaz",
      "chaudière à gaz",
    ],
    "thermostat": ["thermostat intelligent", "thermostats intelligents"],
    "duct": [
      "conduits de ventilation",
      "conduit de ventilation",
      "conduits d'air",
      "conduits d'aération",
      "conduits de chauffage",
      "les conduits",
      "des conduits",
      "gaines de ventilation",
      "conduit de sécheuse",
      "évent de sécheuse",
      "sortie de sécheuse",
    ],
    "drain": [
      "renvoi",
      "renvois",
      "drain bouché",
      "évier bouché",
      "lavabo bouché",
      "douche bouchée",
      "bain bouché",
      "bouché",
      "bouchée",
      "bouchés",
      "bouchées",
      "débouchage",
      "déboucher",
      "débouché",
      "débouchée",
      "tuyau d'évacuation",
      // The plumber's snake, as French calls it.
      "passé le furet",
      "passer le furet",
    ],
    "sewer": [
      "égout",
      "égouts",
      "l'égout",
      "d'égout",
      "d'égouts",
      "drain principal",
      "renvoi principal",
      "conduite d'égout",
      "ligne d'égout",
      "tuyau d'égout",
      "refoulement d'égout",
      "branchement d'égout",
    ],
    "toilet": [
      "toilette",
      "toilettes",
      "toilette bouchée",
      "toilettes bouchées",
      "toilette qui coule",
      "toilette qui fuit",
      "fuite de la toilette",
      "bol de toilette",
      "cuvette",
    ],
    "faucet": [
      "robinet",
      "robinets",
      "robinetterie",
      "mitigeur",
      "fuite du robinet",
      "fuite au robinet",
      // Quebec: "la champlure".
      "champlure",
      "champlures",
    ],
    "garbage disposal": ["broyeur", "broyeur à déchets", "broyeur d'évier"],
    "sump pump": [
      "pompe de puisard",
      "pompe à puisard",
      "puisard",
      "pompe submersible",
      "pompe d'assèchement",
      "fosse de retenue",
    ],
    "water softener": ["adoucisseur", "adoucisseurs", "adoucisseur d'eau"],
    "repipe": ["retuyautage", "tuyauterie au complet", "toute la tuyauterie"],
    "leak detection": [
      "fuite",
      "fuites",
      "fuite d'eau",
      "fuites d'eau",
      "détection de fuite",
      "détection de fuites",
      "recherche de fuite",
      "recherche de fuites",
      "fuite sous la dalle",
      "fuite dans la dalle",
    ],
    "gas line": [
      "conduite de gaz",
      "ligne de gaz",
      "tuyau de gaz",
      "fuite de gaz",
      "odeur de gaz",
      "entrée de gaz",
      "branchement au gaz",
      "raccordement au gaz",
      "tuyauterie de gaz",
    ],
    "electrical panel": [
      "panneau électrique",
      "panneaux électriques",
      "panneau de distribution",
      "panneau de disjoncteurs",
      "panneau de breakers",
      "panneau principal",
      "nouveau panneau",
      "changement de panneau",
      "changement du panneau",
      "remplacement du panneau",
      "changer le panneau",
      "remplacer le panneau",
      "boîte à fusibles",
      "boîte de fusibles",
      "boîte à breakers",
      "boîte de breakers",
      "entrée électrique",
      "entrée de service",
      "200 ampères",
      // Quebec: the panel "upgrade" in franglais, or brought up to date.
      "upgrade du panneau",
      "upgrade de panneau",
      "mise à niveau du panneau",
    ],
    "ev charger": [
      "la borne",
      "une borne",
      "ma borne",
      "notre borne",
      "borne de recharge",
      "bornes de recharge",
      "borne électrique",
      "borne de niveau 2",
      "chargeur de niveau 2",
      "chargeur pour voiture électrique",
      "chargeur pour auto électrique",
      "chargeur de voiture électrique",
      "chargeur de véhicule électrique",
      "chargeur pour véhicule électrique",
      "chargeur mural",
      // Quebec: the car is "le char" ("un chargeur pour le char").
      "chargeur de char",
      "chargeur pour le char",
      "chargeur pour mon char",
      "borne pour le char",
      "chargeur pour l'auto",
      "chargeur d'auto",
    ],
    "light fixture": [
      "luminaire",
      "luminaires",
      "éclairage",
      "éclairage encastré",
      "lumières encastrées",
      "lumière encastrée",
      "spots encastrés",
      "plafonnier",
      "plafonniers",
    ],
    "ceiling fan": [
      "ventilateur de plafond",
      "ventilateurs de plafond",
      // Quebec: "un fan de plafond".
      "fan de plafond",
      "fans de plafond",
    ],
    "wiring": [
      "filage",
      "recâblage",
      "câblage",
      "filage d'aluminium",
      "filage en aluminium",
      "fils d'aluminium",
      // Knob-and-tube wiring, as Quebecers name it.
      "filage à boutons et tubes",
      "câblage à boutons et tubes",
      "filage bouton et tube",
    ],
    "generator": [
      "génératrice",
      "génératrices",
      "génératrice de secours",
      "groupe électrogène",
      "groupes électrogènes",
      "inverseur",
      "commutateur de transfert",
      "interrupteur de transfert",
      "interverrouillage",
    ],
    "surge protector": [
      "parasurtenseur",
      "parafoudre",
      "protecteur de surtension",
      "limiteur de surtension",
    ],
    "smoke detector": [
      "détecteur de fumée",
      "détecteurs de fumée",
      "avertisseur de fumée",
      "avertisseurs de fumée",
      "alarme de fumée",
      "alarmes de fumée",
      "détecteur de monoxyde de carbone",
      "détecteurs de monoxyde de carbone",
      "détecteur de co",
      "détecteurs de co",
    ],
    "tune up": [
      "entretien",
      "entretiens",
      "l'entretien",
      "d'entretien",
      "entretien annuel",
      "mise au point",
      "contrat d'entretien",
      "plan d'entretien",
      "programme d'entretien",
      "vérification annuelle",
      "visite d'entretien",
      "entretien préventif",
      // "l'entretien de la fournaise" comes from the elisions.
      ...[
        "entretien",
        "entretien annuel",
        "mise au point",
        "mise au point annuelle",
      ]
        .flatMap((head) =>
          [
            "de la fournaise",
            "de fournaise",
            "de ma fournaise",
            "de la thermopompe",
            "de thermopompe",
            "de ma thermopompe",
            "de la climatisation",
            "de la clim",
            "du climatiseur",
            "de climatiseur",
            "de la chaudière",
            "du système",
            "du chauffage",
          ].map((object) => `${head} ${object}`)
        ),
    ],
    "emergency": [
      "urgence",
      "urgences",
      "l'urgence",
      "d'urgence",
      "service d'urgence",
      "appel d'urgence",
      "en urgence",
    ],
    "hydro jetting": [
      "hydrojet",
      "jet d'eau haute pression",
      "jet haute pression",
      "nettoyage haute pression",
      "nettoyage à haute pression",
    ],
    "water filter": [
      "filtre à eau",
      "filtration d'eau",
      "système de filtration",
      "osmose inverse",
      "système d'osmose",
    ],
    "inspection": [
      "inspection électrique",
      "l'inspection électrique",
      "inspections électriques",
      "inspection du filage",
      "vérification électrique",
    ],
  };

/**
 * French action words, written out with and without accents (not
 * generated: "changé" without its accent is the English "change").
 */
export const FRENCH_ACTION_GROUPS: Readonly<Record<string, readonly string[]>> =
  {
    install: (
      "installer installé installée installés installées installe installent " +
      "installee installes l'installation d'installation nouveau nouvelle " +
      "nouveaux nouvelles neuf neuve neufs neuves remplacer remplacé " +
      "remplacée remplacés remplacées remplace remplacee remplaces " +
      "remplacement remplacements changer changé changée changés changées " +
      "changee changement ajout ajouté ajoutée ajouter ajoute ajoutee posé " +
      "posée posee poser"
    ).split(" "),
    repair: (
      "réparation réparations réparer réparé réparée réparés réparées répare " +
      "reparation reparations reparer repare reparee repares brisé brisée " +
      "brisés brise brisee cassé cassée casse cassee panne lâché lâchée lache " +
      "lachee mort morte fuite fuites fuit fuyait coule coulait problème " +
      "problèmes probleme problemes bruit défectueux défectueuse defectueux " +
      "defectueuse dépannage depannage bris " +
      // Quebec: worn or broken ("magané", "fucké").
      "magané maganée maganés magane maganee fucké fuckée fucke fuckee"
    ).split(" "),
    // Not "verification" without its accent: an English word.
    maintenance: (
      "entretien entretiens l'entretien d'entretien inspecter inspecté " +
      "inspectee inspecte vérification vérifier vérifié verifier verifie " +
      "annuel annuelle " +
      // Quebec: "checker" is to look over ("y'a checké la fournaise").
      "checker checké checkée checkés checke checkee"
    ).split(" "),
    cleaning: (
      "nettoyage nettoyer nettoyé nettoyée nettoyés nettoye nettoyee " +
      "débouchage déboucher débouché débouchée debouchage deboucher " +
      "debouche debouchee hydrojet curage"
    ).split(" "),
  };
