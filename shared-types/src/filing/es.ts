import type { FilingMessageCode } from './en';

export const FILING_MESSAGES_ES: Record<FilingMessageCode, string> = {
  captchaStart: 'Esperando a que una persona escriba el captcha para iniciar la solicitud',
  captchaRetrieve: 'Esperando a que una persona escriba el captcha para recuperar la solicitud',
  captchaRefused: 'CEAC rechazó el captcha: {reason}',
  applicationId: 'CEAC asignó el Application ID {applicationId}',
  retrieved: 'Se recuperó la solicitud {applicationId} en CEAC',
  applicationGone: 'CEAC ya no tiene la solicitud {applicationId}; se inicia una solicitud nueva',
  nothingToRetrieve:
    'La solicitud {applicationId} no tenía ninguna página guardada que recuperar; se inicia una solicitud nueva',
  filling: 'Completando {page}',
  saved: 'Guardado {page}',
  reviewing: 'Revisando {page}',
  pageRefused: 'CEAC rechazó {page}: {reason}',
  uploadingPhoto: 'Subiendo la foto',
  noPhoto: 'Sin foto: se continúa sin ella',
  photoRefused: 'CEAC rechazó la foto; se continúa sin foto ({reason})',
  photoAccepted: 'CEAC aceptó la foto',
  photoDone: 'Paso de la foto terminado',
  continuingWithoutPhoto: 'Se continúa sin foto',
  waitingForSignature: 'Esperando la firma del solicitante',
  signatureRefused: 'CEAC rechazó la firma ({reason}); esperando que el solicitante firme de nuevo',
  signed: 'El solicitante firmó; CEAC aceptó la solicitud',
  submitted: 'Enviada: número de confirmación {confirmationNumber}',
  alreadySubmitted: 'Ya enviada: número de confirmación {confirmationNumber}',
  answersRefused: 'CEAC rechazó {count} respuesta(s); corríjalas y vuelva a presentar el formulario.',
  retrying: 'Problema en CEAC ({reason}); se reintenta en {seconds} s.',
  interrupted:
    'La presentación se interrumpió {count} veces, así que se detuvo. Nada se envió dos veces; presente el formulario de nuevo.',
  gaveUp:
    'CEAC siguió fallando, así que la presentación se detuvo tras {tries} intentos (último problema: {reason}). Nada se envió dos veces; inténtelo más tarde.',
  captchaTimedOut:
    'Nadie respondió el captcha a tiempo ({minutes} min) y CEAC cierra una sesión inactiva a los 20 minutos, así que la presentación se detuvo. No se envió nada; presente el formulario de nuevo cuando alguien pueda responder.',
  signatureTimedOut:
    'Nadie dio la firma del solicitante a tiempo ({minutes} min) y CEAC cierra una sesión inactiva a los 20 minutos, así que la presentación se detuvo. No se envió nada; presente el formulario de nuevo cuando alguien pueda responder.',
  noInterviewPost:
    'El formulario no indica el consulado de la entrevista («¿Dónde solicitará su visa?»); la presentación se detuvo',
  stopped: 'La presentación se detuvo: {details}',
  questionNotAsked: 'CEAC no preguntó «{question}» en {page}, así que la respuesta «No» no se envió',
  boxNotShown: 'CEAC no mostró «{question}» en {page}, así que su casilla «No corresponde» no se marcó',
  questionHidden:
    'CEAC no mostró «{question}» en {page}, pero este formulario la responde. La presentación se detuvo antes de enviar nada incorrecto; no se presentó nada. Revise la respuesta; si es correcta, avise al soporte de Portico: puede que CEAC haya cambiado.',
  ceacChangedPage:
    'CEAC cambió su página: {page} ya no tiene {control} («{question}»). La presentación se detuvo antes de enviar nada incorrecto; no se presentó nada.',
  ceacUnknownQuestion:
    'CEAC ahora hace en {page} una pregunta que Portico no conoce («{question}»). La presentación se detuvo antes de enviar nada de esta página; no se presentó nada.',
  ceacOptionMissing:
    'CEAC ya no ofrece la respuesta «{value}» para «{question}» en {page}. La presentación se detuvo antes de enviar nada incorrecto; no se presentó nada.',
  ceacPageOrder:
    'CEAC mostró {page} donde Portico esperaba {expected}: CEAC cambió el orden de sus páginas. La presentación se detuvo antes de enviar nada en esa página; no se presentó nada.',
  ceacPageMissing:
    'CEAC pasó a {page} sin mostrar {expected}, que este formulario responde. La presentación se detuvo; no se presentó nada.',
  ceacUnknownPage:
    'CEAC mostró una página que Portico no conoce ({page}). La presentación se detuvo antes de enviar nada incorrecto; no se presentó nada.',
  sessionEnded: 'CEAC cerró la sesión ({reason}); recuperando la solicitud para seguir donde CEAC la dejó',
  pageReloaded:
    'CEAC volvió a cargar {page} mientras esperaba a una persona (su aviso de inactividad); se pide de nuevo',
  creditReturned: 'El crédito de la presentación se devolvió al espacio de trabajo: no se presentó nada.',
  selfSignChosen:
    'El solicitante eligió firmar él mismo en CEAC: el robot dejó la página de firma sin firmar y la solicitud {applicationId} sigue guardada en CEAC',
  checkingSignature:
    'El solicitante dice que firmó en CEAC: se recupera la solicitud {applicationId} para confirmarlo',
  notSignedYet:
    'CEAC muestra que la solicitud aún no está firmada. Fírmela en CEAC y luego elija de nuevo "Ya firmé en CEAC".',
  notSigningYourself: 'Esta presentación no está esperando que el solicitante firme él mismo en CEAC.',
  formNotFound: 'No se encontró el formulario.',
  notComplete: 'Complete todas las secciones antes de presentar.',
  archived: 'Un formulario archivado no se puede presentar. Desarchívelo primero.',
  inFlight: 'Este formulario ya se está presentando. Espere a que termine esa presentación.',
  signPersonally: 'El solicitante debe firmar la solicitud personalmente.',
  noCaptchaWaiting: 'Esta presentación no está esperando ninguna respuesta de captcha.',
  noSignatureWaiting: 'Esta presentación no está esperando la firma del solicitante.',
  fgmcRequired: 'Confirme que leyó la hoja informativa sobre la MGF/C antes de firmar.',
  typeCaptcha: 'Escriba los caracteres que aparecen en la imagen.',
  enterPassport: 'Escriba su número de pasaporte.',
  noCredits:
    'No quedan créditos de formulario. Compre créditos en la página de Precios para presentar este formulario.',
  noPreparer:
    'CEAC pregunta quién preparó la solicitud: añada los datos de su agencia como preparadora (dirección, ciudad y país) en Configuración del espacio de trabajo → Marca y vuelva a presentar.',
  identityUnavailable: 'No se pudo acceder a los datos del espacio de trabajo. Inténtelo de nuevo.',
  formsUnavailable: 'No se pudo acceder a los formularios. Inténtelo de nuevo.',
  billingUnavailable: 'No se pudo acceder a la facturación. Inténtelo de nuevo.',
  notFilingNow: 'Esta presentación no se está tramitando ahora, así que no hay vista en directo que abrir.',
  alreadyFiled:
    'Este formulario ya se presentó en CEAC. Para presentarlo de nuevo, elija «Presentar un nuevo DS-160» y confirme: el número de solicitud anterior dejará de ser el que debe usar en la entrevista.',
  creditCarried:
    'Esta presentación corrige la que CEAC rechazó: usa el crédito de aquella, no se tomó ningún crédito nuevo.',
  mailFiledSubject: 'Su DS-160 fue presentado: número de confirmación {confirmationNumber}',
  mailFiledBody:
    'Su solicitud DS-160 fue firmada y enviada en CEAC.\n\nNúmero de confirmación: {confirmationNumber}\nID de la solicitud: {applicationId}\n\nLleve la página de confirmación a su entrevista de visa. La pregunta y la respuesta de seguridad para recuperar la solicitud en CEAC están en la página de su presentación: {url}',
  mailCaptchaSubject: 'Portico le espera: escriba el código que muestra CEAC ({formName})',
  mailCaptchaBody:
    'La presentación de {formName} en CEAC le está esperando: CEAC muestra un código que solo una persona puede escribir.\n\nAbra {url} y escríbalo en menos de {minutes} minutos; después, la presentación se detiene.',
  mailSignSubject: 'Se espera su firma en CEAC ({formName})',
  mailSignBody:
    'Todas las páginas de {formName} están completadas en CEAC. La ley (22 CFR 41.103) exige que usted mismo firme la solicitud.\n\nAbra {url} y firme en menos de {minutes} minutos; después, la presentación se detiene.',
  mailReminderSubject: 'Recordatorio: quedan {minutes} minutos para actuar en CEAC ({formName})',
  mailReminderBody:
    'La presentación de {formName} sigue esperándole. Abra {url} en menos de {minutes} minutos, o la presentación se detendrá y habrá que empezarla de nuevo.',
};
