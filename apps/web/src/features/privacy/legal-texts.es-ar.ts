import type { LegalTexts } from './legal-texts.pt-br';

/** The built-in privacy notice and terms of use for Argentina (Ley 25.326), in Argentine Spanish. */
export const legalTextsEsAR: LegalTexts = {
  privacy: {
    title: 'Aviso de privacidad',
    documentTitle: (brand) => `Aviso de privacidad | ${brand}`,
    intro: (brand) =>
      `Este aviso explica qué datos personales guarda el sitio ${brand}, para qué, por cuánto tiempo y cómo ejercés tus derechos según la Ley de Protección de los Datos Personales (Ley N° 25.326).`,
    controllerTitle: 'Quién es responsable de tus datos',
    controller: (brand) =>
      `El responsable de la base de datos es la automotriz que comercializa la marca ${brand} en la Argentina. Los concesionarios de la red tratan los datos que les enviás para atender tu pedido.`,
    ownNotice: (brand) =>
      `La automotriz de ${brand} publica su propio aviso de privacidad, con los datos del responsable de la base de datos.`,
    ownNoticeLink: (brand) => `Leer el aviso de privacidad de ${brand}`,
    collectedTitle: 'Qué guardamos',
    collectedIntro:
      'Esta lista es la misma de la exportación de tus datos en tu cuenta: todo lo que la plataforma guarda sobre vos está en una de estas categorías.',
    what: 'Qué es',
    why: 'Para qué',
    howLong: 'Por cuánto tiempo',
    categories: {
      account: {
        title: 'Cuenta y acceso',
        what: 'Nombre, e-mail, teléfono, DNI o CUIL, domicilio, la contraseña (guardada solo como código irreversible), las sesiones abiertas y las cuentas de ingreso social vinculadas.',
        why: 'Identificarte, mantener tu cuenta segura y completar los formularios por vos.',
      },
      consents: {
        title: 'Consentimientos',
        what: 'Cada autorización dada o retirada (ofertas, contacto del concesionario, encuestas), por canal, con la fecha y la versión del texto.',
        why: 'Respetar tus elecciones y probar cómo y cuándo las hiciste (Ley 25.326, art. 5).',
      },
      garage: {
        title: 'Garaje',
        what: 'Los autos que cargaste, armaste o deseás (patente, chasis, modelo) y las entregas de autos registradas a tu nombre.',
        why: 'Mostrarte services, recalls y ofertas de tu auto y pedirte tu opinión después de la entrega.',
      },
      requests: {
        title: 'Pedidos de contacto y test drives',
        what: 'Los datos de los formularios de interés, de test drive y de contacto: nombre, contacto, ciudad, concesionario y auto elegidos, mensaje.',
        why: 'Responder tu pedido y enviarlo al concesionario que elegiste.',
      },
      financing: {
        title: 'Financiación',
        what: 'Las solicitudes de financiación, los datos del solicitante (ingresos, profesión, domicilio) y los documentos enviados.',
        why: 'Simular el crédito y enviar la solicitud al banco para su análisis.',
      },
      purchases: {
        title: 'Reservas, pedidos y pagos',
        what: 'Los pedidos de reserva, los pagos, los documentos y la selfie de la verificación de identidad y las tarjetas guardadas (solo marca, últimos cuatro dígitos y vencimiento, nunca el número).',
        why: 'Reservar el auto, cobrar el pago, prevenir fraudes y cumplir las obligaciones fiscales de la venta.',
      },
      programs: {
        title: 'Empresas y programas',
        what: 'El registro de alquiler para empresas y sus propuestas, la validación de la compra para empleados, el club de descuentos y sus adherentes, y las aprobaciones que hacés por una empresa asociada.',
        why: 'Darte acceso a las condiciones de cada programa y seguir tus pedidos.',
      },
      ratings: {
        title: 'Opiniones',
        what: 'Las calificaciones y comentarios que publicás sobre el auto y el concesionario.',
        why: 'Mostrar opiniones de clientes en el sitio y mejorar la atención.',
      },
      deliveries: {
        title: 'Envíos a socios',
        what: 'Las copias de tus pedidos enviadas a socios (concesionario, CRM, banco, e-mail), el registro de cada intento de entrega y los eventos de navegación vinculados a vos.',
        why: 'Entregar tu pedido a quien lo va a atender y corregir fallas de envío.',
      },
    },
    retention: {
      'until-deletion': 'Hasta que los borres o elimines tu cuenta: la eliminación de la cuenta los borra.',
      proof:
        'Se guardan después de eliminar la cuenta, como prueba que exige la ley (Ley 25.326, art. 5), vinculados solo a un identificador anónimo.',
      fiscal:
        'Los registros fiscales de la venta se guardan 5 años (Ley 11.683, art. 48), vinculados a un identificador anónimo; documentos, selfies y tarjetas guardadas se borran con la cuenta.',
    },
    sharingTitle: 'Con quién compartimos',
    sharing: [
      'El concesionario que elegís, para atender tu pedido, test drive, reserva o service.',
      'El CRM de la automotriz, que registra tus pedidos de contacto.',
      'El banco, cuando enviás una solicitud de financiación.',
      'El medio de pago y el servicio de verificación de identidad, cuando hacés una reserva.',
      'Los servicios de e-mail, de mensajería y de almacenamiento de archivos que entregan y guardan lo que enviás.',
    ],
    rightsTitle: 'Tus derechos (Ley 25.326, arts. 14 a 16)',
    rightsIntro: 'Podés, sin costo:',
    rights: [
      'acceder a tus datos en forma gratuita a intervalos no inferiores a seis meses, salvo que acredites un interés legítimo;',
      'rectificar y actualizar los datos inexactos o incompletos;',
      'pedir la supresión de tus datos o su confidencialidad;',
      'retirar tus consentimientos en cualquier momento;',
      'pedir que se te informe a quién se cedieron tus datos.',
    ],
    authorityTitle: 'Órgano de control',
    authority:
      'La AGENCIA DE ACCESO A LA INFORMACIÓN PÚBLICA, en su carácter de Órgano de Control de la Ley N° 25.326, tiene la atribución de atender las denuncias y reclamos que interpongan quienes resulten afectados en sus derechos por incumplimiento de las normas vigentes en materia de protección de datos personales.',
    authorityLink: 'Sitio de la Agencia de Acceso a la Información Pública',
    authorityUrl: 'https://www.argentina.gob.ar/aaip',
    accountTitle: 'Tus datos en tu cuenta',
    accountIntro:
      'En "Mi cuenta" corregís tus datos, cambiás tus consentimientos, descargás en un archivo todo lo que guardamos y eliminás tu cuenta.',
    exportLink: 'Descargar mis datos',
    deleteLink: 'Eliminar mi cuenta',
    contact: '¿Enviaste un pedido sin tener cuenta o tenés otra duda sobre tus datos?',
    contactLink: 'Contacto',
  },
  terms: {
    title: 'Términos de uso',
    documentTitle: (brand) => `Términos de uso | ${brand}`,
    intro: (brand) =>
      `Estos términos rigen el uso del sitio ${brand} en la Argentina. Al usar el sitio, los aceptás.`,
    ownTerms: (brand) => `La automotriz de ${brand} publica sus propios términos de uso.`,
    ownTermsLink: (brand) => `Leer los términos de uso de ${brand}`,
    sections: [
      {
        title: 'Precios y ofertas',
        text: 'Los precios, versiones, colores y condiciones pueden cambiar sin aviso. La simulación de financiación es una estimación: la aprobación y las condiciones finales son del banco.',
      },
      {
        title: 'Reservas y pedidos',
        text: 'Una reserva retiene el auto durante el tiempo que muestra la página. La venta la hace el concesionario, que emite la factura; el derecho de revocación sigue la Ley de Defensa del Consumidor (Ley 24.240, art. 34).',
      },
      {
        title: 'Tu cuenta',
        text: 'Sos responsable de los datos que informás y de mantener tu contraseña en secreto. Las cuentas usadas para fraude o abuso pueden suspenderse.',
      },
      {
        title: 'Contenido del sitio',
        text: 'Las marcas, logotipos, imágenes y textos pertenecen a la automotriz y a sus licenciantes y no pueden copiarse para uso comercial. Las opiniones publicadas son de los clientes.',
      },
      {
        title: 'Privacidad',
        text: 'El tratamiento de tus datos personales se describe en el aviso de privacidad.',
      },
      {
        title: 'Ley aplicable',
        text: 'Estos términos se rigen por las leyes de la República Argentina. Podés enviar tus consultas desde Contacto.',
      },
    ],
    privacyLink: 'Leer el aviso de privacidad',
  },
};
