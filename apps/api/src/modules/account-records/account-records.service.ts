import type { AccountDocument, AccountRecords, AccountTestDrive } from '@autohub/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import type { BankPort } from '../../integrations/bank/bank.port.js';
import { createProposalService } from '../financing/proposal.service.js';
import { createTestDrivesService } from '../test-drives/test-drives.service.js';
import type { OrdersOfPerson } from './account-orders.js';

export interface AccountRecordsOptions {
  bank: BankPort;
  orders: OrdersOfPerson;
  log?: FastifyBaseLogger;
}

/**
 * Everything a signed-in person asked for, read through each area's own service: financing
 * proposals (with the bank's latest status), the documents sent for them, test drives and orders.
 */
export function createAccountRecordsService(db: Db, options: AccountRecordsOptions) {
  const proposals = createProposalService(db, {
    bank: options.bank,
    ...(options.log ? { log: options.log } : {}),
  });
  const testDrives = createTestDrivesService(db);

  return {
    async of(userId: string): Promise<AccountRecords> {
      const [mine, drives, orders] = await Promise.all([
        proposals.list(userId),
        testDrives.ofPerson(userId),
        options.orders.list(userId),
      ]);
      const documents: AccountDocument[] = [];
      for (const proposal of mine) {
        for (const document of await proposals.documents(userId, proposal.id)) {
          documents.push({
            id: document.id,
            proposalId: proposal.id,
            type: document.type,
            fileName: document.fileName,
            size: document.size,
            createdAt: document.createdAt,
            proposalStatus: proposal.status,
          });
        }
      }
      documents.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
      return {
        proposals: mine,
        documents,
        testDrives: drives.map((drive): AccountTestDrive => ({
          id: drive.id,
          brand: drive.brand,
          locale: drive.locale,
          model: drive.model,
          modelName: drive.modelName,
          dealerName: drive.dealerName,
          date: drive.date,
          time: drive.time,
          status: drive.status,
          requestedAt: drive.requestedAt,
        })),
        orders,
      };
    },
  };
}

export type AccountRecordsService = ReturnType<typeof createAccountRecordsService>;
