import type { Locale } from '../markets/markets.js';
import type { LocalizedText } from '../messages/messages.js';

/**
 * The 33 role codes of spec document 1 §6, exactly as the spec writes them. The spec lists the codes
 * but not what each may do; the permissions are our decision (`ROLE_PERMISSIONS`,
 * docs/decisions/006-roles-and-permissions.md).
 */
export const ROLE_CODES = [
  'user_admin',
  'partner_admin',
  'partner_owner',
  'repairman',
  'offer_admin',
  'customer',
  'sales_customer',
  'post_sales_customer',
  'game_admin',
  'manual_admin',
  'game_moderator',
  'game_player',
  'procedure_manager',
  'regional_manager',
  'dealer_manager',
  'inspector',
  'user_dealer',
  'external_application_admin',
  'dealer_blocker',
  'qr_code_generator',
  'external_application_user',
  'service_admin',
  'dms',
  'event_admin',
  'lead_queue_manager',
  'user_creator',
  'cache_manager',
  'integration_error_manager',
  'push_notification_admin',
  'subscription_payment_manager',
  'toll_event_manager',
  'food_catalog_manager',
  'voucher_admin',
] as const;

export type RoleCode = (typeof ROLE_CODES)[number];

/**
 * Who holds a role, which decides the limits its permissions must respect:
 * - `customer`: buyers and owners; only permissions over their own records;
 * - `dealer`: people or systems of one dealership or partner business; scoped to their dealer codes
 *   (or to the brands their dealer sells);
 * - `staff`: the car maker's back office, each role limited to its area;
 * - `application`: a partner system calling with its own credentials.
 */
export type RoleKind = 'customer' | 'dealer' | 'staff' | 'application';

export interface RoleDefinition {
  code: RoleCode;
  kind: RoleKind;
  /** False for systems (a dealer management system, a partner application): they have no personal account. */
  person: boolean;
  /** What the role is for, in the words the back office shows to whoever assigns it. */
  description: string;
  /** The role's name in the back office. */
  label: LocalizedText;
}

function role(
  code: RoleCode,
  kind: RoleKind,
  description: string,
  ptBR: string,
  esAR: string,
  person = true,
): RoleDefinition {
  return { code, kind, person, description, label: { 'pt-BR': ptBR, 'es-AR': esAR } };
}

/**
 * Every role with its kind, description and back-office labels. The spec names "user_dealer" the
 * digital dealership; "partner" roles belong to a partner business of the dealer network (a
 * dealership or an independent workshop), identified like a dealer by its dealer code.
 */
export const ROLES: Readonly<Record<RoleCode, RoleDefinition>> = {
  user_admin: role(
    'user_admin',
    'staff',
    'Finds, reads and edits user accounts, blocks them and assigns roles; never sees payment data.',
    'Administrador de usuários',
    'Administrador de usuarios',
  ),
  partner_admin: role(
    'partner_admin',
    'dealer',
    'Runs a partner business day to day: its staff, service schedules and service visits.',
    'Administrador do parceiro',
    'Administrador del socio comercial',
  ),
  partner_owner: role(
    'partner_owner',
    'dealer',
    'Owns a partner business: its public profile, its staff and its reports.',
    'Proprietário do parceiro',
    'Titular del socio comercial',
  ),
  repairman: role(
    'repairman',
    'dealer',
    'Mechanic of a partner workshop: own profile, service visits, software-update recalls, procedures.',
    'Mecânico',
    'Mecánico',
  ),
  offer_admin: role(
    'offer_admin',
    'staff',
    'Runs the used and certified vehicle marketplace: edits, publishes, disapproves and orders offers.',
    'Administrador de ofertas',
    'Administrador de ofertas',
  ),
  customer: role(
    'customer',
    'customer',
    'Signed-in buyer or owner: own account, garage, proposals, orders, vouchers and documents; votes, redeems and rates.',
    'Cliente',
    'Cliente',
  ),
  sales_customer: role(
    'sales_customer',
    'customer',
    'Buyer attended in a dealer sale: own proposals, orders, documents, payment methods and test drives.',
    'Cliente de vendas',
    'Cliente de ventas',
  ),
  post_sales_customer: role(
    'post_sales_customer',
    'customer',
    'Owner in after-sales: garage, service visits, loyalty, benefits, vouchers, polls and ratings.',
    'Cliente de pós-venda',
    'Cliente de posventa',
  ),
  game_admin: role(
    'game_admin',
    'staff',
    'Runs promotions, lucky-number campaigns and games (quizzes), and moderates their participants.',
    'Administrador de jogos e promoções',
    'Administrador de juegos y promociones',
  ),
  manual_admin: role(
    'manual_admin',
    'staff',
    'Publishes owner manuals and maintenance schedules.',
    'Administrador de manuais',
    'Administrador de manuales',
  ),
  game_moderator: role(
    'game_moderator',
    'staff',
    'Moderates promotion participants: lists them, inactivates them, keeps the deny list, draws the candidates report.',
    'Moderador de jogos',
    'Moderador de juegos',
  ),
  game_player: role(
    'game_player',
    'customer',
    'Takes part in games and promotions: answers quizzes, earns medals and lucky numbers.',
    'Jogador',
    'Jugador',
  ),
  procedure_manager: role(
    'procedure_manager',
    'staff',
    'Maintains the technical procedures partner workshops follow.',
    'Gestor de procedimentos',
    'Gestor de procedimientos',
  ),
  regional_manager: role(
    'regional_manager',
    'staff',
    'Oversees the dealers of a region: reports, leads, orders, quotations and factory stock, read only.',
    'Gerente regional',
    'Gerente regional',
  ),
  dealer_manager: role(
    'dealer_manager',
    'dealer',
    'Manages a dealership: sales tools, working prices, stock, marketplace offers, staff and schedules.',
    'Gerente da concessionária',
    'Gerente del concesionario',
  ),
  inspector: role(
    'inspector',
    'staff',
    'Inspects and certifies used vehicles offered in the marketplace.',
    'Vistoriador',
    'Inspector',
  ),
  user_dealer: role(
    'user_dealer',
    'dealer',
    'Seller of the digital dealership: quotation simulator with price change, CRM save and factory stock; answers leads and test drives.',
    'Vendedor da concessionária digital',
    'Vendedor del concesionario digital',
  ),
  external_application_admin: role(
    'external_application_admin',
    'staff',
    'Registers partner applications and issues or revokes their credentials.',
    'Administrador de aplicações externas',
    'Administrador de aplicaciones externas',
  ),
  dealer_blocker: role(
    'dealer_blocker',
    'staff',
    'Blocks and unblocks dealers (a blocked dealer receives no leads, test drives or reservations).',
    'Bloqueador de concessionárias',
    'Bloqueador de concesionarios',
  ),
  qr_code_generator: role(
    'qr_code_generator',
    'staff',
    'Generates the QR codes that promotion participants scan to earn attributions.',
    'Gerador de QR codes',
    'Generador de códigos QR',
  ),
  external_application_user: role(
    'external_application_user',
    'application',
    'A partner application calling with its credentials: sends analytics events and integration logs.',
    'Usuário de aplicação externa',
    'Usuario de aplicación externa',
    false,
  ),
  service_admin: role(
    'service_admin',
    'staff',
    "Administers the platform's services: page settings and service addresses, the dictionary, the maintenance catalogue.",
    'Administrador de serviços',
    'Administrador de servicios',
  ),
  dms: role(
    'dms',
    'dealer',
    "A dealership's management system: updates its stock, reads its orders and leads, reports deliveries.",
    'DMS (sistema da concessionária)',
    'DMS (sistema del concesionario)',
    false,
  ),
  event_admin: role(
    'event_admin',
    'staff',
    'Runs events and virtual events: creates them, manages participants, confirms and cancels.',
    'Administrador de eventos',
    'Administrador de eventos',
  ),
  lead_queue_manager: role(
    'lead_queue_manager',
    'staff',
    'Works the lead queue: reads waiting leads and routes them to dealers.',
    'Gestor da fila de leads',
    'Gestor de la cola de leads',
  ),
  user_creator: role(
    'user_creator',
    'staff',
    'Creates customer accounts (assisted sign-up and imports); cannot edit them or give roles.',
    'Criador de usuários',
    'Creador de usuarios',
  ),
  cache_manager: role('cache_manager', 'staff', 'Clears cached data.', 'Gestor de cache', 'Gestor de caché'),
  integration_error_manager: role(
    'integration_error_manager',
    'staff',
    'Reads failed integrations and the integration log, fixes and reprocesses them.',
    'Gestor de erros de integração',
    'Gestor de errores de integración',
  ),
  push_notification_admin: role(
    'push_notification_admin',
    'staff',
    'Writes and sends push notifications.',
    'Administrador de notificações push',
    'Administrador de notificaciones push',
  ),
  subscription_payment_manager: role(
    'subscription_payment_manager',
    'staff',
    'Follows and settles loyalty subscription payments.',
    'Gestor de pagamentos de assinaturas',
    'Gestor de pagos de suscripciones',
  ),
  toll_event_manager: role(
    'toll_event_manager',
    'staff',
    'Handles toll events (electronic toll tag passages and their charges).',
    'Gestor de eventos de pedágio',
    'Gestor de eventos de peaje',
  ),
  food_catalog_manager: role(
    'food_catalog_manager',
    'staff',
    'Maintains the food catalogue offered among the benefits.',
    'Gestor do catálogo de alimentação',
    'Gestor del catálogo gastronómico',
  ),
  voucher_admin: role(
    'voucher_admin',
    'staff',
    'Manages vouchers and the rewards catalogue.',
    'Administrador de vouchers',
    'Administrador de vouchers',
  ),
};

/** Whether a string is one of the 33 role codes. */
export function isRoleCode(value: string): value is RoleCode {
  return Object.hasOwn(ROLES, value);
}

/** The back-office name of a role in the given locale. */
export function roleLabel(code: RoleCode, locale: Locale): string {
  return ROLES[code].label[locale];
}

/**
 * User groups of spec document 1 §6. The spec names the loyalty-program group without a code;
 * `LOYALTY` is ours.
 */
export const USER_GROUPS = ['OFFER', 'WCD', 'MOPAR', 'LOYALTY'] as const;
export type UserGroup = (typeof USER_GROUPS)[number];

export const USER_GROUP_LABELS: Readonly<Record<UserGroup, LocalizedText>> = {
  OFFER: { 'pt-BR': 'Ofertas', 'es-AR': 'Ofertas' },
  WCD: { 'pt-BR': 'WCD', 'es-AR': 'WCD' },
  MOPAR: { 'pt-BR': 'Mopar', 'es-AR': 'Mopar' },
  LOYALTY: { 'pt-BR': 'Programa de fidelidade', 'es-AR': 'Programa de fidelización' },
};

/** Whether a string is a user group code. */
export function isUserGroup(value: string): value is UserGroup {
  return (USER_GROUPS as readonly string[]).includes(value);
}

/**
 * Roles of the Mopar and loyalty programs (spec document 1 §6: Mopar ROLE_REGIONAL and ROLE_ADMIN,
 * loyalty ROLE_ADMIN). Both programs call their administrator ROLE_ADMIN, so a grant is written
 * with its program (`mopar:ROLE_ADMIN`) and takes effect only while the user is in the program's
 * group (MOPAR or LOYALTY): leaving the group takes the program powers away.
 */
export const PROGRAM_ROLES = ['mopar:ROLE_REGIONAL', 'mopar:ROLE_ADMIN', 'loyalty:ROLE_ADMIN'] as const;
export type ProgramRole = (typeof PROGRAM_ROLES)[number];

/** The raw role names of spec §6, as the programs spell them. */
export const MOPAR_ROLES = ['ROLE_REGIONAL', 'ROLE_ADMIN'] as const;
export const LOYALTY_ADMIN_ROLE = 'ROLE_ADMIN' as const;

export interface ProgramRoleDefinition {
  code: ProgramRole;
  /** The group a user must belong to for the role to count. */
  group: UserGroup;
  /** The role name as the program spells it. */
  programRole: string;
  description: string;
  label: LocalizedText;
}

export const PROGRAM_ROLE_DEFINITIONS: Readonly<Record<ProgramRole, ProgramRoleDefinition>> = {
  'mopar:ROLE_REGIONAL': {
    code: 'mopar:ROLE_REGIONAL',
    group: 'MOPAR',
    programRole: 'ROLE_REGIONAL',
    description: 'Follows Mopar service plans and warranty sales of the dealers of a region.',
    label: { 'pt-BR': 'Mopar regional', 'es-AR': 'Mopar regional' },
  },
  'mopar:ROLE_ADMIN': {
    code: 'mopar:ROLE_ADMIN',
    group: 'MOPAR',
    programRole: 'ROLE_ADMIN',
    description: 'Manages the Mopar offers: service plans, extended warranty and eligible models.',
    label: { 'pt-BR': 'Administrador Mopar', 'es-AR': 'Administrador Mopar' },
  },
  'loyalty:ROLE_ADMIN': {
    code: 'loyalty:ROLE_ADMIN',
    group: 'LOYALTY',
    programRole: 'ROLE_ADMIN',
    description: 'Manages the loyalty program: benefits, prizes, polls, FAQ and medals.',
    label: {
      'pt-BR': 'Administrador do programa de fidelidade',
      'es-AR': 'Administrador del programa de fidelización',
    },
  },
};

/** Whether a string is a program role grant (`mopar:ROLE_ADMIN`…). */
export function isProgramRole(value: string): value is ProgramRole {
  return Object.hasOwn(PROGRAM_ROLE_DEFINITIONS, value);
}

/** B2E buyer types (spec document 1 §1 and §6): who may buy through the employee-purchase flow. */
export const B2E_BUYER_TYPES = [
  'employee',
  'family_member',
  'assignee',
  'collaborator',
  'dependent',
] as const;
export type B2EBuyerType = (typeof B2E_BUYER_TYPES)[number];

export const B2E_BUYER_TYPE_LABELS: Readonly<Record<B2EBuyerType, LocalizedText>> = {
  employee: { 'pt-BR': 'Funcionário', 'es-AR': 'Empleado' },
  family_member: { 'pt-BR': 'Familiar', 'es-AR': 'Familiar' },
  assignee: { 'pt-BR': 'Cedido', 'es-AR': 'Cedido' },
  collaborator: { 'pt-BR': 'Colaborador', 'es-AR': 'Colaborador' },
  dependent: { 'pt-BR': 'Dependente', 'es-AR': 'Dependiente' },
};

/** Whether a string is a B2E buyer type. */
export function isB2EBuyerType(value: string): value is B2EBuyerType {
  return Object.hasOwn(B2E_BUYER_TYPE_LABELS, value);
}
