import type { AccountOrder } from '@autohub/contract';
import type { Db } from '../../db/client.js';
import { listAccountOrders } from '../reservations/account-orders.js';

/**
 * Where the account's orders list comes from: the orders (online reservations and purchases) a
 * person made, as the orders service answers them. The account never reads the orders' tables;
 * the reservations area plugs its service in here.
 */
export interface OrdersOfPerson {
  list(userId: string): Promise<AccountOrder[]>;
}

/** Until the orders service answers, a person has no orders to list. */
export const NO_ORDERS: OrdersOfPerson = { list: async () => [] };

/** The orders source of an app's database: the online reservations of the person. */
export function ordersOfPerson(db: Db): OrdersOfPerson {
  return { list: (userId) => listAccountOrders(db, userId) };
}
