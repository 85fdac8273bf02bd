/** The error catalogue's chat, widget, store and messaging entries (`errors.ts` holds the rest and the lookups). */
export interface ErrorDefinition {
  readonly status: number;
  readonly en: string;
  readonly ar: string;
}

const notFound = (en: string, ar: string): ErrorDefinition => ({ status: 404, en, ar });

export const CHAT_AND_STORE_ERRORS = {
  // Chats
  CHAT_NOT_PENDING_ACCEPTANCE: {
    status: 409,
    en: 'This chat is not waiting for acceptance.',
    ar: 'هذه المحادثة ليست بانتظار القبول.',
  },
  CHAT_NOT_MEMBER: { status: 403, en: 'You are not a member of this chat.', ar: 'أنت لست عضوًا في هذه المحادثة.' },
  CHAT_NOT_AUTHORIZED: {
    status: 403,
    en: 'You are not authorized to act in this chat.',
    ar: 'غير مصرح لك بالتصرف في هذه المحادثة.',
  },
  CHAT_NOT_ASSIGNED: { status: 403, en: 'This chat is not assigned to you.', ar: 'هذه المحادثة غير مسندة إليك.' },
  CHAT_MAX_CONVERSATIONS_REACHED: {
    status: 409,
    en: 'Maximum allowed conversations reached.',
    ar: 'تم الوصول إلى الحد الأقصى المسموح به من المحادثات.',
  },
  CHAT_NOT_WAITING: {
    status: 409,
    en: 'This chat is no longer waiting in the queue.',
    ar: 'لم تعد هذه المحادثة في قائمة الانتظار.',
  },
  AGENT_OFFLINE: {
    status: 409,
    en: 'This agent is offline. Choose an agent who is online.',
    ar: 'هذا الموظف غير متصل. اختر موظفًا متصلًا.',
  },
  CHAT_TRANSFER_TO_SELF: {
    status: 409,
    en: 'Choose another agent to transfer the chat to.',
    ar: 'اختر موظفًا آخر لتحويل المحادثة إليه.',
  },
  AGENT_MUST_BE_ONLINE: {
    status: 409,
    en: 'Go online to take chats from the queue.',
    ar: 'كن متصلًا لتأخذ محادثات من قائمة الانتظار.',
  },

  MESSAGE_EDIT_WINDOW_CLOSED: {
    status: 409,
    en: 'This message can no longer be edited.',
    ar: 'لم يعد بالإمكان تعديل هذه الرسالة.',
  },
  MESSAGE_DELETE_WINDOW_CLOSED: {
    status: 409,
    en: 'This message can no longer be deleted.',
    ar: 'لم يعد بالإمكان حذف هذه الرسالة.',
  },
  MESSAGE_NOT_YOURS: { status: 403, en: 'You can only change your own messages.', ar: 'يمكنك تعديل رسائلك فقط.' },
  MESSAGE_ID_TAKEN: {
    status: 409,
    en: 'This message id belongs to another message.',
    ar: 'معرّف الرسالة هذا يخص رسالة أخرى.',
  },
  CHAT_CLOSED: { status: 409, en: 'This chat is closed.', ar: 'هذه المحادثة مغلقة.' },
  CHAT_NOT_CLOSED: {
    status: 409,
    en: 'A chat can be rated only once it is closed.',
    ar: 'لا يمكن تقييم المحادثة إلا بعد إغلاقها.',
  },
  CHAT_ALREADY_RATED: {
    status: 409,
    en: 'You have already rated this chat.',
    ar: 'لقد قيّمت هذه المحادثة بالفعل.',
  },

  // Widget, stores, messaging providers
  INVALID_WIDGET: { status: 404, en: 'Invalid widget ID or URL.', ar: 'معرّف الأداة أو الرابط غير صالح.' },
  BRAND_NOT_CONNECTED: {
    status: 409,
    en: 'This brand is connected to neither Salla nor CS-Cart.',
    ar: 'هذه العلامة التجارية غير مرتبطة بسلة أو CS-Cart.',
  },
  BRAND_CONTACT_EMAIL_MISSING: {
    status: 409,
    en: 'This brand has no email for its contact form.',
    ar: 'لا يوجد بريد إلكتروني لنموذج التواصل لهذه العلامة التجارية.',
  },
  TRACKING_CONFIG_MISSING: {
    status: 409,
    en: 'Order tracking is not configured for this brand.',
    ar: 'تتبع الطلبات غير مهيأ لهذه العلامة التجارية.',
  },
  ORDER_TRACKING_FAILED: { status: 502, en: 'Failed to track the order.', ar: 'تعذر تتبع الطلب.' },
  STORE_UNREACHABLE: {
    status: 502,
    en: 'The store did not answer: it may be down. Try again later.',
    ar: 'لم يستجب المتجر: ربما يكون متوقفًا. حاول مرة أخرى لاحقًا.',
  },
  STORE_ADDRESS_NOT_ALLOWED: {
    status: 422,
    en: 'This address cannot be used for a store. Enter the store’s public https:// address.',
    ar: 'لا يمكن استخدام هذا العنوان لمتجر. أدخل عنوان المتجر العام الذي يبدأ بـ https://.',
  },
  STORE_DNS_FAILED: {
    status: 422,
    en: 'The store’s address could not be found. Check the domain name.',
    ar: 'تعذر العثور على عنوان المتجر. تحقق من اسم النطاق.',
  },
  STORE_TLS_FAILED: {
    status: 422,
    en: 'A secure (HTTPS) connection to the store failed: check that its certificate is valid and the address starts with https://.',
    ar: 'فشل الاتصال الآمن (HTTPS) بالمتجر: تحقق من صلاحية شهادته وأن العنوان يبدأ بـ https://.',
  },
  STORE_RATE_LIMITED: {
    status: 429,
    en: 'The store is limiting requests right now. Try again in a few minutes.',
    ar: 'يحدّ المتجر من الطلبات حاليًا. حاول مرة أخرى بعد بضع دقائق.',
  },
  STORE_CREDENTIALS_REJECTED: {
    status: 422,
    en: 'The store refused these credentials. Check the e-mail and the API key.',
    ar: 'رفض المتجر بيانات الدخول هذه. تحقق من البريد الإلكتروني ومفتاح الواجهة البرمجية.',
  },
  STORE_NOT_CS_CART: {
    status: 422,
    en: 'This address does not answer as a CS-Cart store API.',
    ar: 'هذا العنوان لا يستجيب كواجهة برمجية لمتجر CS-Cart.',
  },
  STORE_ALREADY_CONNECTED: {
    status: 409,
    en: 'This store is already connected to another brand.',
    ar: 'هذا المتجر مرتبط بالفعل بعلامة تجارية أخرى.',
  },
  SALLA_NOT_CONFIGURED: {
    status: 503,
    en: 'Connecting to Salla is not set up on this server.',
    ar: 'الربط مع سلة غير مهيأ على هذا الخادم.',
  },
  SALLA_LINK_EXPIRED: {
    status: 400,
    en: 'This connection link is no longer valid. Please connect again from Brand Configuration.',
    ar: 'رابط الربط هذا لم يعد صالحًا. يرجى الربط مرة أخرى من إعدادات العلامة التجارية.',
  },
  SALLA_AUTHORIZATION_DENIED: {
    status: 400,
    en: 'The store did not allow the connection.',
    ar: 'لم يسمح المتجر بالربط.',
  },
  SALLA_AUTHORIZATION_FAILED: {
    status: 502,
    en: 'Salla did not complete the connection. Please try again.',
    ar: 'لم تُكمل سلة عملية الربط. يرجى المحاولة مرة أخرى.',
  },
  SALLA_INSTALLATION_NOT_FOUND: notFound(
    'This Salla store is no longer waiting for a brand.',
    'متجر سلة هذا لم يعد بانتظار ربطه بعلامة تجارية.',
  ),
  WEBHOOK_SIGNATURE_INVALID: {
    status: 401,
    en: 'The webhook signature is missing or wrong.',
    ar: 'توقيع الإشعار مفقود أو غير صحيح.',
  },
  SMS_CREDENTIALS_NOT_SET: {
    status: 503,
    en: 'SMS credentials are not set.',
    ar: 'بيانات اعتماد الرسائل النصية غير مضبوطة.',
  },
} as const satisfies Record<string, ErrorDefinition>;
