/*
 * The catalogue's buyer-facing texts as the Argentine site shows them (es-AR, voseo). The
 * catalogue data is written once, in pt-BR, with the commercial names the brands publish; this
 * table gives the Argentine wording. Whole sentences (taglines, descriptions, the reasons of the
 * builder's questions) are translated one by one; names of parts, colours, engines and gearboxes
 * are built from the phrases below, longest first. A data check in the suite fails when a text
 * of a model sold in Argentina still reads in Portuguese.
 */

/** Whole texts, translated as a unit. */
export const ES_AR_SENTENCES: Readonly<Record<string, string>> = {
  'A câmera de ré precisa de um pacote com tela': 'La cámara de retroceso necesita un pack con pantalla',
  'A picape intermediária da Ram, diesel 4x4 ou Hurricane de 272 cv.':
    'La pick-up intermedia de Ram, diésel 4x4 o Hurricane de 272 CV.',
  'A picape mais vendida do Brasil, agora com motor turbo e CVT.':
    'La pick-up más vendida de Brasil, ahora con motor turbo y CVT.',
  'A picape média da Ram feita na Argentina, com chassi e reduzida.':
    'La pick-up mediana de Ram hecha en Argentina, con chasis y reductora.',
  'A picape que une conforto de SUV e força de trabalho, flex ou diesel 4x4.':
    'La pick-up que une el confort de un SUV con la fuerza de trabajo, nafta o diésel 4x4.',
  'Aerofólio, pedaleiras em alumínio e detalhes em vermelho.':
    'Alerón, pedalera de aluminio y detalles en rojo.',
  'As três primeiras revisões programadas com preço fechado na compra.':
    'Los tres primeros services programados, con precio cerrado al comprar.',
  'Bancos esportivos, pedaleiras em alumínio e grafismos; só nas cores branca, vermelha e preta.':
    'Asientos deportivos, pedalera de aluminio y gráficos; solo en los colores blanco, rojo y negro.',
  'Central multimídia 10" com espelhamento sem fio e câmera de ré.':
    'Pantalla multimedia de 10" con conexión inalámbrica del teléfono y cámara de retroceso.',
  'Central multimídia 10,1" e painel digital 7".': 'Pantalla multimedia de 10,1" y tablero digital de 7".',
  'Central multimídia 10,1", carregador por indução e som premium.':
    'Pantalla multimedia de 10,1", cargador inalámbrico y audio premium.',
  'Central multimídia 10,1", painel digital 7" e carregador por indução.':
    'Pantalla multimedia de 10,1", tablero digital de 7" y cargador inalámbrico.',
  'Central multimídia 10,1", painel digital 7" e câmera de ré.':
    'Pantalla multimedia de 10,1", tablero digital de 7" y cámara de retroceso.',
  'Câmera 180° e sensores dianteiros.': 'Cámara de 180° y sensores delanteros.',
  'Câmera de ré 180° e sensores de estacionamento dianteiros.':
    'Cámara de retroceso de 180° y sensores de estacionamiento delanteros.',
  'Emblemas e grade em preto brilhante; só nas cores preta, branca e Selenium.':
    'Emblemas y parrilla en negro brillante; solo en los colores negro, blanco y Selenium.',
  'Emblemas, grade e retrovisores em preto brilhante; só nas cores preta, grafite e branca.':
    'Emblemas, parrilla y espejos en negro brillante; solo en los colores negro, grafito y blanco.',
  'Escolha a capota (de série: capota rígida preta)': 'Elegí el techo (de serie: techo rígido negro)',
  'Escolha as rodas': 'Elegí las llantas',
  'Escolha o acabamento das rodas': 'Elegí la terminación de las llantas',
  'Escolha o tamanho das rodas': 'Elegí el tamaño de las llantas',
  'Escolha um jogo de tapetes': 'Elegí un juego de alfombras',
  'Escolha uma capota': 'Elegí un techo',
  'Estimativa do prêmio anual; o valor final depende do perfil do condutor.':
    'Estimación de la prima anual; el valor final depende del perfil del conductor.',
  'Exige o Pack Tech ou o Pack High Tech.': 'Requiere el Pack Tech o el Pack High Tech.',
  'Exige o Pack Tech ou o Pack Premium.': 'Requiere el Pack Tech o el Pack Premium.',
  'Exige um dos pacotes com tela.': 'Requiere uno de los packs con pantalla.',
  'Frenagem autônoma, alerta de saída de faixa e farol alto automático; inclui o Pack Tech.':
    'Frenado autónomo, alerta de salida de carril y luces altas automáticas; incluye el Pack Tech.',
  'Frenagem autônoma, piloto automático adaptativo, alerta de faixa e câmera 360°.':
    'Frenado autónomo, control de velocidad crucero adaptativo, alerta de carril y cámara 360°.',
  'Frisos cromados, rack de teto prata e soleiras.':
    'Molduras cromadas, barras de techo plateadas y umbrales.',
  'Hatch alto e confortável, com a suspensão macia que é marca da Citroën.':
    'Hatchback alto y confortable, con la suspensión suave que distingue a Citroën.',
  'Inclui o Pack Conectividade e o banco do motorista com ajuste de altura e lombar.':
    'Incluye el Pack Conectividad y el asiento del conductor con regulación de altura y lumbar.',
  'Inclui o Pack Tech e o banco do motorista com ajuste elétrico.':
    'Incluye el Pack Tech y el asiento del conductor con regulación eléctrica.',
  'Inclui o Pack Tech e o piloto automático adaptativo com Stop & Go.':
    'Incluye el Pack Tech y el control de velocidad crucero adaptativo con Stop & Go.',
  'Mais 12 meses de garantia de fábrica, sem limite de quilometragem.':
    '12 meses más de garantía de fábrica, sin límite de kilometraje.',
  'Mais 24 meses de garantia de fábrica, até 100.000 km.':
    '24 meses más de garantía de fábrica, hasta 100.000 km.',
  'Molduras cromadas, faróis de neblina e soleiras em alumínio.':
    'Molduras cromadas, faros antiniebla y umbrales de aluminio.',
  'Montado no para-choque dianteiro de aço.': 'Montado en el paragolpes delantero de acero.',
  'Montado sobre o santo antônio.': 'Montado sobre la barra antivuelco.',
  'Não combina com o teto pintado.': 'No se combina con el techo pintado.',
  'O Jeep compacto, com motor turbo e tração 4x4 na versão Willys.':
    'El Jeep compacto, con motor turbo y tracción 4x4 en la versión Willys.',
  'O Jeep original: capaz de ir a qualquer lugar.': 'El Jeep original: capaz de ir a cualquier lugar.',
  'O SUV com veneno de escorpião: 185 cv e 0 a 100 km/h em 7,6 s.':
    'El SUV con veneno de escorpión: 185 CV y de 0 a 100 km/h en 7,6 s.',
  'O SUV médio mais vendido, do turbo flex ao híbrido plug-in 4xe.':
    'El SUV mediano más vendido, del turbo nafta al híbrido enchufable 4xe.',
  'O hatch com i-Cockpit, também 100% elétrico.': 'El hatchback con i-Cockpit, también 100% eléctrico.',
  'O sedã com o maior porta-malas da categoria, feito em Córdoba.':
    'El sedán con el baúl más grande de su categoría, hecho en Córdoba.',
  'O teto panorâmico precisa de um destes pacotes': 'El techo panorámico necesita uno de estos packs',
  'O teto panorâmico é vendido com um destes pacotes': 'El techo panorámico se vende con uno de estos packs',
  'O teto solar precisa de um destes pacotes': 'El techo solar necesita uno de estos packs',
  'Painel digital 7", carregador por indução e entradas USB-C traseiras.':
    'Tablero digital de 7", cargador inalámbrico y puertos USB-C traseros.',
  'Piloto automático adaptativo, alerta de faixa e frenagem autônoma; inclui o Pack Visio.':
    'Control de velocidad crucero adaptativo, alerta de carril y frenado autónomo; incluye el Pack Visio.',
  'Protetor de caçamba, iluminação de caçamba e tomada 12V na caçamba.':
    'Protector de caja, iluminación de caja y toma de 12 V en la caja.',
  'Protetor de cárter, ganchos de reboque vermelhos e pneus de uso misto aro 18.':
    'Cubrecárter, ganchos de remolque rojos y neumáticos de uso mixto rodado 18.',
  'Protetores inferiores, faróis auxiliares e snorkel de admissão elevado.':
    'Protectores inferiores, faros auxiliares y snorkel de admisión elevado.',
  'Rodas 17" diamantadas, faróis de neblina e molduras cromadas.':
    'Llantas de 17" diamantadas, faros antiniebla y molduras cromadas.',
  'Rodas de liga leve 16", faróis de neblina e frisos cromados.':
    'Llantas de aleación de 16", faros antiniebla y molduras cromadas.',
  'SUV com cinco ou sete lugares e porta-malas de 493 litros.':
    'SUV de cinco o siete plazas y baúl de 493 litros.',
  'SUV compacto com i-Cockpit e Grip Control.': 'SUV compacto con i-Cockpit y Grip Control.',
  'SUV compacto com motor turbo e tecnologia híbrida.': 'SUV compacto con motor turbo y tecnología híbrida.',
  'SUV cupê com porta-malas de 490 litros e bancos Advanced Comfort.':
    'SUV coupé con baúl de 490 litros y asientos Advanced Comfort.',
  'SUV cupê híbrido com o Panoramic i-Cockpit.': 'SUV coupé híbrido con el Panoramic i-Cockpit.',
  'SUV médio elétrico ou com extensor de autonomia.': 'SUV mediano eléctrico o con extensor de autonomía.',
  'Sete lugares com o conforto e a tecnologia de um Jeep de topo.':
    'Siete plazas con el confort y la tecnología de un Jeep de alta gama.',
  'Som premium com nove alto-falantes, câmera 360° e carregador por indução.':
    'Audio premium con nueve parlantes, cámara 360° y cargador inalámbrico.',
  'Só com o Pack Tech; não combina com o teto pintado.':
    'Solo con el Pack Tech; no se combina con el techo pintado.',
  'Vendido com um pacote de assistência; não combina com o teto Black Diamond.':
    'Se vende con un pack de asistencia; no se combina con el techo Black Diamond.',
  'Vitrificação da pintura e película de proteção solar nos vidros.':
    'Vitrificado de la pintura y película de protección solar en los vidrios.',
  'Plano de revisões (3 revisões)': 'Plan de services (3 services)',
  'Seguro auto (pré-cotação)': 'Seguro del auto (cotización previa)',
  'Sete lugares': 'Siete plazas',
  'Quatro airbags': 'Cuatro airbags',
  'Seis airbags': 'Seis airbags',
  'Sete airbags': 'Siete airbags',
  'Vidros e travas elétricas': 'Levantavidrios y cierre centralizado eléctricos',
  'Vidros, travas e retrovisores elétricos': 'Levantavidrios, cierre centralizado y espejos eléctricos',
  'Portas e para-brisa removíveis': 'Puertas y parabrisas desmontables',
  'Direção elétrica': 'Dirección eléctrica',
  'Ar-condicionado': 'Aire acondicionado',
  'Partida remota': 'Arranque remoto',
  'Partida sem chave': 'Arranque sin llave',
  'Alarme antifurto': 'Alarma antirrobo',
  'Kit de emergência': 'Kit de emergencia',
  'Engate reboque': 'Enganche de remolque',
  'Capota marítima': 'Cubrecaja',
  'Santo antônio': 'Barra antivuelco',
  'Visual escurecido': 'Estética oscurecida',
  'Calhas de chuva': 'Deflectores de lluvia',
  'Frisos laterais': 'Molduras laterales',
  'Rack de teto': 'Barras de techo',
  'Som Focal': 'Audio Focal',
  'Som Harman Kardon': 'Audio Harman Kardon',
  'Reduzida 4:1 Rock-Trac': 'Reductora 4:1 Rock-Trac',
  'Tração 4x4': 'Tracción 4x4',
  'Teto Black Diamond': 'Techo Black Diamond',
  'Cabine dupla com quatro portas': 'Cabina doble de cuatro puertas',
  'Modo 100% elétrico': 'Modo 100% eléctrico',
  'Pacote ADAS': 'Pack ADAS',
  'Pacote ADAS com 15 funções': 'Pack ADAS con 15 funciones',
};

/**
 * Phrases of names (parts, colours, engines, gearboxes, the vehicle description), replaced where
 * they stand as whole words, longest first. Brand and product names (Pack Tech, i-Cockpit,
 * Hurricane, Rock-Trac, colour names such as Perla Nera) stay as the brands write them.
 */
const PHRASES: Readonly<Record<string, string>> = {
  // Engines and fuels: Argentine versions run on nafta (docs/decisions/017-catalogue-per-market.md).
  'Flex Bio-Hybrid 12V': 'Bio-Hybrid 12V',
  'Flex Bio-Hybrid': 'Bio-Hybrid',
  'portas Flex Hybrid': 'puertas Híbrido',
  'portas Flex': 'puertas Nafta',
  'portas Gas': 'puertas Nafta',
  'portas Diesel': 'puertas Diésel',
  'portas Electric': 'puertas Eléctrico',
  'portas Hybrid': 'puertas Híbrido',
  'Firefly 6V Flex': 'Firefly 6V',
  'Firefly 8V Flex': 'Firefly 8V',
  'Firefly Flex': 'Firefly',
  'Turbo 200 Flex': 'Turbo 200',
  'Turbo 270 Flex': 'Turbo 270',
  'Extensor de autonomia 1.5 a gasolina': 'Extensor de autonomía 1.5 a nafta',
  'extensor de autonomia': 'extensor de autonomía',
  'Autonomia combinada de até': 'Autonomía combinada de hasta',
  'Autonomia de': 'Autonomía de',
  'Até 970 km de autonomia': 'Hasta 970 km de autonomía',
  'km em modo elétrico': 'km en modo eléctrico',
  'Modo de condução 100% elétrico': 'Modo de manejo 100% eléctrico',
  'Modo de condução Poison': 'Modo de manejo Poison',
  'Híbrido Plug-in': 'Híbrido enchufable',
  'Híbrido plug-in de': 'Híbrido enchufable de',
  'Sistema híbrido plug-in 4xe de': 'Sistema híbrido enchufable 4xe de',
  'Sistema Bio-Hybrid 12V': 'Sistema Bio-Hybrid 12V',
  'motor elétrico traseiro (plug-in)': 'motor eléctrico trasero (enchufable)',
  'motor elétrico traseiro': 'motor eléctrico trasero',
  'Motor elétrico síncrono de ímãs permanentes': 'Motor eléctrico sincrónico de imanes permanentes',
  'Motor elétrico traseiro de ímãs permanentes': 'Motor eléctrico trasero de imanes permanentes',
  'Motor elétrico traseiro de': 'Motor eléctrico trasero de',
  'Motor elétrico de': 'Motor eléctrico de',
  'Motor turbo com tecnologia híbrida': 'Motor turbo con tecnología híbrida',
  'Motor turbo de 130 cv com CVT': 'Motor turbo de 130 CV con CVT',
  'Motor turbo com CVT': 'Motor turbo con CVT',
  'Elétrico 218 cv com extensor 1.5': 'Eléctrico 218 CV con extensor 1.5',
  'Turbo + elétrico 4xe': 'Turbo + eléctrico 4xe',
  '100% elétrico,': '100% eléctrico,',
  Elétrico: 'Eléctrico',
  turbodiesel: 'turbodiésel',
  Turbodiesel: 'Turbodiésel',
  cv: 'CV',
  // Gearboxes.
  'Câmbio automático de dupla embreagem e-DCS6': 'Caja automática de doble embrague e-DCS6',
  'Câmbio automático de 6 marchas com trocas no volante': 'Caja automática de 6 marchas con levas al volante',
  'Câmbio automático de': 'Caja automática de',
  'Câmbio CVT com 7 marchas simuladas': 'Caja CVT con 7 marchas simuladas',
  'Câmbio CVT': 'Caja CVT',
  'Automático de uma marcha': 'Automática de una marcha',
  'Automático CVT 7 marchas': 'Automática CVT de 7 marchas',
  'Automático e-DCS6': 'Automática e-DCS6',
  'Automático 6 marchas': 'Automática de 6 marchas',
  'Automático 8 marchas': 'Automática de 8 marchas',
  'Automático 9 marchas': 'Automática de 9 marchas',
  'Manual 5 marchas': 'Manual de 5 marchas',
  portas: 'puertas',
  'Cabine Dupla': 'Cabina Doble',
  'Cabine Plus': 'Cabina Plus',
  'Série S': 'Serie S',
  lugares: 'plazas',
  // Traction and off-road.
  'Tração 4x4 Rock-Trac com reduzida 4:1': 'Tracción 4x4 Rock-Trac con reductora 4:1',
  'Tração 4x4 Selec-Trac em tempo integral': 'Tracción 4x4 Selec-Trac permanente',
  'Tração 4x4 com reduzida e bloqueio do diferencial traseiro':
    'Tracción 4x4 con reductora y bloqueo del diferencial trasero',
  'Tração 4x4 sob demanda com reduzida': 'Tracción 4x4 a demanda con reductora',
  'Tração 4x4 sob demanda com modo Rock': 'Tracción 4x4 a demanda con modo Rock',
  'Tração 4x4 sob demanda': 'Tracción 4x4 a demanda',
  'Tração 4x4 com Jeep Active Drive': 'Tracción 4x4 con Jeep Active Drive',
  'Tração 4x4 com modo Rock': 'Tracción 4x4 con modo Rock',
  'Tração 4x4 com reduzida': 'Tracción 4x4 con reductora',
  'Tração 4x4 elétrica': 'Tracción 4x4 eléctrica',
  'Bloqueio dos diferenciais dianteiro e traseiro': 'Bloqueo de los diferenciales delantero y trasero',
  'Bloqueio de diferenciais': 'Bloqueo de diferenciales',
  'Desconexão elétrica da barra estabilizadora': 'Desconexión eléctrica de la barra estabilizadora',
  'Seletor de terreno com modo Rock': 'Selector de terreno con modo Rock',
  'Grip Control com cinco modos': 'Grip Control con cinco modos',
  'Controle de estabilidade, de tração e de descida': 'Control de estabilidad, de tracción y de descenso',
  'Controle de estabilidade e de tração': 'Control de estabilidad y de tracción',
  'Guincho elétrico Warn 12.000 lb': 'Malacate eléctrico Warn 12.000 lb',
  'Pneus off-road': 'Neumáticos off-road',
  'Pneus de uso misto': 'Neumáticos de uso mixto',
  'Para-choque dianteiro de aço': 'Paragolpes delantero de acero',
  'Protetores inferiores em aço': 'Protectores inferiores de acero',
  'Protetor de cárter em aço': 'Cubrecárter de acero',
  'Protetor de cárter': 'Cubrecárter',
  'Ganchos de reboque vermelhos': 'Ganchos de remolque rojos',
  'Engate reboque de fábrica com chicote': 'Enganche de remolque de fábrica con instalación eléctrica',
  'Engate reboque de fábrica': 'Enganche de remolque de fábrica',
  'Engate reboque removível': 'Enganche de remolque desmontable',
  'Faróis auxiliares em LED': 'Faros auxiliares LED',
  'Snorkel Mopar': 'Snorkel Mopar',
  // Pickup bed.
  'Santo antônio e capota marítima': 'Barra antivuelco y cubrecaja',
  'Capota marítima e santo antônio': 'Cubrecaja y barra antivuelco',
  'Santo antônio cromado': 'Barra antivuelco cromada',
  'Santo antônio esportivo': 'Barra antivuelco deportiva',
  'Santo antônio tubular': 'Barra antivuelco tubular',
  'Capota rígida retrátil': 'Cubrecaja rígido retráctil',
  'Capota rígida basculante': 'Cubrecaja rígido rebatible',
  'Capota rígida Freedom Top na cor da carroceria': 'Techo rígido Freedom Top del color de la carrocería',
  'Capota elétrica Sky One-Touch': 'Techo eléctrico Sky One-Touch',
  'Iluminação de caçamba em LED': 'Iluminación LED de la caja',
  'Tampa da caçamba com abertura bipartida': 'Portón de caja con apertura dividida',
  'Rack de caçamba com barras transversais': 'Portaequipaje de caja con barras transversales',
  'Suporte de bicicleta para caçamba': 'Portabicicletas para la caja',
  'Suporte de bicicleta para teto': 'Portabicicletas de techo',
  'Divisor de caçamba': 'Divisor de caja',
  'Protetor de caçamba': 'Protector de caja',
  'Degraus laterais tubulares': 'Estribos laterales tubulares',
  'Estribos laterais tubulares': 'Estribos laterales tubulares',
  'Estribos laterais': 'Estribos laterales',
  // Wheels.
  'Rodas de liga leve': 'Llantas de aleación',
  'Rodas aerodinâmicas': 'Llantas aerodinámicas',
  Rodas: 'Llantas',
  diamantadas: 'diamantadas',
  escurecidas: 'oscurecidas',
  pretas: 'negras',
  bicolores: 'bicolores',
  cromadas: 'cromadas',
  esportivas: 'deportivas',
  // Lights, mirrors, windows.
  'Faróis Full LED com assinatura de três garras': 'Faros Full LED con firma de tres garras',
  'Faróis com assinatura em LED de três garras': 'Faros con firma LED de tres garras',
  'Faróis com luz diurna em LED': 'Faros con luz diurna LED',
  'Faróis Full LED': 'Faros Full LED',
  'Faróis Matrix LED': 'Faros Matrix LED',
  'Faróis em LED': 'Faros LED',
  'Retrovisores com rebatimento elétrico': 'Espejos con rebatimiento eléctrico',
  'Retrovisores em preto brilhante': 'Espejos en negro brillante',
  'Retrovisores elétricos': 'Espejos eléctricos',
  'Defletores de chuva': 'Deflectores de lluvia',
  'Proteção de pintura e vidros': 'Protección de pintura y vidrios',
  'Emblemas e grade escurecidos': 'Emblemas y parrilla oscurecidos',
  'Emblemas escurecidos': 'Emblemas oscurecidos',
  'Capô com faixa preta fosca': 'Capó con franja negra mate',
  'Capô com faixa preta': 'Capó con franja negra',
  'Kit de adesivos laterais': 'Kit de calcos laterales',
  'Escapamento esportivo com ponteira dupla': 'Escape deportivo con doble salida',
  'Escapamento esportivo': 'Escape deportivo',
  'Freios de alta performance com pinças vermelhas': 'Frenos de alto rendimiento con cálipers rojos',
  'Suspensão esportiva recalibrada': 'Suspensión deportiva recalibrada',
  // Roof.
  'Teto panorâmico de vidro Cielo': 'Techo panorámico de vidrio Cielo',
  'Teto panorâmico de vidro': 'Techo panorámico de vidrio',
  'Teto panorâmico': 'Techo panorámico',
  'Teto solar elétrico My Sky': 'Techo solar eléctrico My Sky',
  'Teto solar elétrico': 'Techo solar eléctrico',
  'Teto solar panorâmico': 'Techo solar panorámico',
  'Teto pintado em': 'Techo pintado en',
  'Rack de teto para capota rígida': 'Barras de techo para el techo rígido',
  'Rack de teto transversal': 'Barras de techo transversales',
  'Barras transversais de teto': 'Barras transversales de techo',
  'Caixa de teto': 'Cofre de techo',
  'com teto': 'con techo',
  // Interior.
  'Bancos dianteiros com aquecimento e ventilação': 'Asientos delanteros calefaccionados y ventilados',
  'Bancos em couro com aquecimento e ventilação': 'Asientos de cuero calefaccionados y ventilados',
  'Couro com aquecimento e ventilação': 'Cuero calefaccionado y ventilado',
  'Bancos em couro com ventilação': 'Asientos de cuero ventilados',
  'Bancos em couro e suede com logotipo Abarth': 'Asientos de cuero y gamuza con logo Abarth',
  'Bancos em Alcantara com massagem': 'Asientos de Alcantara con masajes',
  'Bancos com massagem': 'Asientos con masajes',
  'Bancos em tecido e couro ecológico com costura verde':
    'Asientos de tela y cuero ecológico con costura verde',
  'Bancos em tecido e couro ecológico': 'Asientos de tela y cuero ecológico',
  'Bancos em couro ecológico': 'Asientos de cuero ecológico',
  'Bancos em couro marrom': 'Asientos de cuero marrón',
  'Bancos em couro': 'Asientos de cuero',
  'Banco do motorista com ajuste de altura e lombar':
    'Asiento del conductor con regulación de altura y lumbar',
  'Banco do motorista com ajuste elétrico': 'Asiento del conductor con regulación eléctrica',
  'Banco elétrico e carregador por indução': 'Asiento eléctrico y cargador inalámbrico',
  'Terceira fileira de bancos (7 lugares)': 'Tercera fila de asientos (7 plazas)',
  'Saídas de ar para a 2ª e 3ª fileiras': 'Salidas de aire para la 2.ª y 3.ª fila',
  'Revestimento em couro ecológico': 'Tapizado de cuero ecológico',
  'Alcantara e couro ecológico com costura verde': 'Alcantara y cuero ecológico con costura verde',
  'Alcantara e couro ecológico': 'Alcantara y cuero ecológico',
  'Couro e suede preto com costura vermelha': 'Cuero y gamuza negros con costura roja',
  'Couro e tecido Rebel com detalhes vermelhos': 'Cuero y tela Rebel con detalles rojos',
  'Couro ecológico bege e cinza': 'Cuero ecológico beige y gris',
  'Couro ecológico preto com costura vermelha': 'Cuero ecológico negro con costura roja',
  'Couro ecológico preto com pesponto cinza Dark': 'Cuero ecológico negro con pespunte gris Dark',
  'Couro ecológico preto': 'Cuero ecológico negro',
  'Couro ecológico': 'Cuero ecológico',
  'Couro preto com costuras vermelhas': 'Cuero negro con costuras rojas',
  'Couro bege': 'Cuero beige',
  'Couro marrom': 'Cuero marrón',
  'Couro preto': 'Cuero negro',
  'Couro vermelho': 'Cuero rojo',
  'Tecido e couro ecológico': 'Tela y cuero ecológico',
  'Tecido premium com detalhes laranja': 'Tela premium con detalles naranja',
  'Tecido premium preto': 'Tela premium negra',
  'Tecido preto Warlock': 'Tela negra Warlock',
  'Tecido preto': 'Tela negra',
  'Tecido cinza': 'Tela gris',
  'Tecido Mistral': 'Tela Mistral',
  'Jogo de tapetes de borracha': 'Juego de alfombras de goma',
  'Jogo de tapetes em carpete': 'Juego de alfombras de alfombra',
  'Jogo de tapetes em TPE': 'Juego de alfombras de TPE',
  'Jogo de tapetes Abarth com bordado': 'Juego de alfombras Abarth bordadas',
  '(3 fileiras)': '(3 filas)',
  'Soleiras de porta Abarth em alumínio': 'Umbrales de puerta Abarth de aluminio',
  'Soleiras de porta em aço inox': 'Umbrales de puerta de acero inoxidable',
  'Soleiras de porta iluminadas': 'Umbrales de puerta iluminados',
  'Soleiras iluminadas Jeep': 'Umbrales iluminados Jeep',
  'Pedaleiras em alumínio': 'Pedalera de aluminio',
  'Capa de chave em couro Abarth': 'Funda de llave de cuero Abarth',
  'Bandeja de porta-malas': 'Bandeja de baúl',
  'Organizador de porta-malas': 'Organizador de baúl',
  'Porta-malas de': 'Baúl de',
  'Tampa do porta-malas elétrica com abertura por gesto': 'Portón trasero eléctrico con apertura por gesto',
  'Tampa do porta-malas com abertura elétrica': 'Portón trasero de apertura eléctrica',
  'Tampa do porta-malas elétrica': 'Portón trasero eléctrico',
  'Alarme com sensor volumétrico': 'Alarma con sensor volumétrico',
  'Suporte para smartphone com entrada USB': 'Soporte para smartphone con puerto USB',
  // Screens, sound, driving aids.
  'Central multimídia': 'Pantalla multimedia',
  Multimídia: 'Multimedia',
  'com Android Auto e Apple CarPlay sem fio': 'con Android Auto y Apple CarPlay inalámbricos',
  'com Android Auto e Apple CarPlay': 'con Android Auto y Apple CarPlay',
  'Tela central de 14,6" com processador Snapdragon 8155':
    'Pantalla central de 14,6" con procesador Snapdragon 8155',
  'Panoramic i-Cockpit com tela curva de': 'Panoramic i-Cockpit con pantalla curva de',
  'Painel de instrumentos digital i-Cockpit': 'Tablero de instrumentos digital i-Cockpit',
  'Painel de instrumentos digital': 'Tablero de instrumentos digital',
  'Painel i-Cockpit 3D': 'Tablero i-Cockpit 3D',
  'Painel digital': 'Tablero digital',
  'Som premium com 12 alto-falantes': 'Audio premium con 12 parlantes',
  'Som premium': 'Audio premium',
  'Carregador de celular por indução': 'Cargador inalámbrico para el celular',
  'Carregador por indução': 'Cargador inalámbrico',
  'Câmera de ré HD': 'Cámara de retroceso HD',
  'Câmera de ré': 'Cámara de retroceso',
  'Câmera 360°': 'Cámara 360°',
  'Sensores de estacionamento dianteiros': 'Sensores de estacionamiento delanteros',
  'Sensor de estacionamento dianteiro': 'Sensor de estacionamiento delantero',
  'Sensor de estacionamento traseiro': 'Sensor de estacionamiento trasero',
  'Piloto automático adaptativo com Stop & Go': 'Control de velocidad crucero adaptativo con Stop & Go',
  'Piloto automático adaptativo': 'Control de velocidad crucero adaptativo',
  'Piloto automático': 'Control de velocidad crucero',
  'Piloto adaptativo': 'Crucero adaptativo',
  'Frenagem autônoma de emergência': 'Frenado autónomo de emergencia',
  'Frenagem autônoma': 'Frenado autónomo',
  'Alerta de saída de faixa': 'Alerta de salida de carril',
  'Volante compacto multifuncional': 'Volante compacto multifunción',
  'Volante multifuncional': 'Volante multifunción',
  'Ar-condicionado digital de duas zonas': 'Climatizador automático bizona',
  'Ar-condicionado digital de três zonas': 'Climatizador automático de tres zonas',
  'Ar-condicionado digital': 'Climatizador automático',
  // Electric cars.
  'Adaptador V2L para tomadas externas': 'Adaptador V2L para enchufes externos',
  'Cabo de recarga Modo 3': 'Cable de carga Modo 3',
  'Carregador portátil Modo 2': 'Cargador portátil Modo 2',
  'Carregador de parede 7,4 kW com instalação': 'Cargador de pared de 7,4 kW con instalación',
  'Wallbox 7 kW com instalação': 'Wallbox de 7 kW con instalación',
  'Recarga rápida DC até': 'Carga rápida DC de hasta',
  'Recarga rápida até': 'Carga rápida de hasta',
  'Bateria LFP de': 'Batería LFP de',
  'Bateria de': 'Batería de',
  // Services.
  'Garantia estendida +1 ano': 'Garantía extendida +1 año',
  'Garantia estendida +2 anos': 'Garantía extendida +2 años',
  // Colours: the colour word is translated, the brand's colour name kept.
  'Branco Banchisa': 'Blanco Banchisa',
  Branco: 'Blanco',
  Preto: 'Negro',
  Cinza: 'Gris',
  Vermelho: 'Rojo',
  Amarelo: 'Amarillo',
  Laranja: 'Naranja',
  Prata: 'Plata',
  'Verde Amazônia': 'Verde Amazonia',
  // Performance.
  '0 a 100 km/h em': '0 a 100 km/h en',
  'Motor 1.0': 'Motor 1.0',
};

/** The phrases, longest first, each matched as whole words. */
const PHRASE_RULES: readonly (readonly [RegExp, string])[] = Object.entries(PHRASES)
  .sort(([a], [b]) => b.length - a.length)
  .map(([pt, es]) => [new RegExp(`(?<![\\p{L}\\d])${escape(pt)}(?![\\p{L}\\d])`, 'gu'), es] as const);

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Texts already translated. The catalogue's texts are a few thousand at most and every Argentine
 * answer repeats them, so each is run through the phrase rules once; the bound only keeps a
 * catalogue rewritten many times over from growing the map without end.
 */
const translated = new Map<string, string>();
const TRANSLATED_BOUND = 20_000;

/** A catalogue text in Argentine Spanish: the sentence table first, else the phrases. */
export function toEsAr(text: string): string {
  const sentence = ES_AR_SENTENCES[text];
  if (sentence !== undefined) return sentence;
  const known = translated.get(text);
  if (known !== undefined) return known;
  let out = text;
  for (const [pattern, replacement] of PHRASE_RULES) out = out.replace(pattern, replacement);
  if (translated.size >= TRANSLATED_BOUND) translated.clear();
  translated.set(text, out);
  return out;
}
