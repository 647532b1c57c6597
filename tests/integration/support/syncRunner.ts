import { createCard } from '../../../src/db/cards/createCard';
import { deleteCard } from '../../../src/db/cards/deleteCard';
import { editCard } from '../../../src/db/cards/editCard';
import { quickAddCard } from '../../../src/db/cards/quickAddCard';
import { createCollection } from '../../../src/db/collections/createCollection';
import { deleteCollection } from '../../../src/db/collections/deleteCollection';
import { editCollection } from '../../../src/db/collections/editCollection';
import { setDefaultCollection } from '../../../src/db/collections/setDefaultCollection';
import type { CardUpdate } from '../../../src/domain/schemas';
import { makeDefinition } from '../../../src/domain/testing/factories';
import type { FaultProxy } from './faultProxy';
import type { CardEdit, SyncCommand } from './syncCommands';
import { currentId, type SyncDevice } from './syncDevice';
import { gradeCopyStep } from './syncGradingSteps';
import {
  adjustStep,
  deleteTransactionStep,
  editSaleStep,
  openingStep,
  purchaseStep,
  saleStep,
  sealedPurchaseStep,
  tradeStep,
} from './syncLedgerSteps';
import { type CardFields, chosen, type ModelCard, type SyncModel, totalOf } from './syncModel';
import { createLocationStep, deleteLocationStep, fileCardsStep, unfileCardStep } from './syncPlaceSteps';

export interface SyncWorld {
  devices: SyncDevice[];
  model: SyncModel;
  proxy: FaultProxy;
  /** Steps that did something, by kind (a step with nothing to pick is skipped). */
  tally: Record<string, number>;
  /** Prints each step with the outboxes after it (SYNC_TRACE=1 when replaying a failure). */
  trace?: boolean;
}

async function traceStep(world: SyncWorld, command: SyncCommand, done: boolean) {
  const lines = [`${done ? 'ran' : 'skipped'} ${JSON.stringify(command)}`];
  for (const device of world.devices) {
    const entries = await device.db.outbox.orderBy('seq').toArray();
    const calls = entries.map((e) => {
      const body = e.body as { name?: string; collectionId?: string } | null;
      const what = [body?.name, body?.collectionId && `in ${body.collectionId.slice(0, 13)}`].filter(Boolean);
      return `${e.method} ${e.path.replace(/([0-9a-f]{8})-[0-9a-f-]{27}/g, '$1')} ${what.join(' ')} [${e.state}/${e.attempts}]`;
    });
    lines.push(`  ${device.name.slice(0, 8)}: ${calls.join(' | ') || 'outbox empty'}`);
  }
  console.log(lines.join('\n'));
}

const condition = (quantity: number) => [{ condition: 'Near Mint' as const, quantity }];

/** The patch the user makes, and the card's fields after it. */
function planCardEdit(model: SyncModel, card: CardFields, edit: CardEdit) {
  const next: CardFields = {
    name: edit.rename ? model.freshName('card') : card.name,
    status: edit.status ?? card.status,
    foil: edit.foil ?? card.foil,
    notes: edit.notes ?? card.notes,
    quantity: edit.quantity ?? card.quantity,
  };
  const patch: CardUpdate = {
    ...(edit.rename ? { name: next.name } : {}),
    ...(edit.status === undefined ? {} : { status: edit.status }),
    ...(edit.foil === undefined ? {} : { foil: edit.foil }),
    ...(edit.notes === undefined ? {} : { notes: edit.notes }),
    ...(edit.quantity === undefined ? {} : { conditionQuantities: condition(edit.quantity) }),
  };
  return { next, patch };
}

/** The device's collections that another device created, each with its model record. */
async function othersCollections(world: SyncWorld, index: number) {
  const device = world.devices[index];
  const byId = new Map<string, SyncModel['collections'][number]>();
  for (const collection of world.model.collections) {
    const owner = world.devices[collection.owner];
    byId.set(await currentId(owner, collection.tempId), collection);
  }
  const rows = await device.db.collections.orderBy('id').toArray();
  // A row its creator cannot name yet (the create's answer was lost) is left out until it can.
  return rows.flatMap((row) => {
    const collection = byId.get(row.id);
    return !collection || collection.owner === index ? [] : [{ row, collection }];
  });
}

/** Runs one step on the devices (offline, except sync and reload) and on the model. */
export async function runCommand(world: SyncWorld, command: SyncCommand): Promise<void> {
  const done = await applyCommand(world, command);
  if (done) world.tally[command.kind] = (world.tally[command.kind] ?? 0) + 1;
  if (world.trace) await traceStep(world, command, done);
}

async function applyCommand(world: SyncWorld, command: SyncCommand): Promise<boolean> {
  const { model } = world;
  const index = command.device % world.devices.length;
  const device = world.devices[index];
  const db = device.db;
  const ownCollection = async (pick: number) => {
    const collection = chosen(model.ownCollections(index), pick);
    return collection && { collection, id: await currentId(device, collection.tempId) };
  };
  const ownCard = async (pick: number): Promise<{ card: ModelCard; id: string } | undefined> => {
    const card = chosen(model.ownCards(index), pick);
    return card && { card, id: await currentId(device, card.tempId) };
  };

  switch (command.kind) {
    case 'createCollection': {
      const name = model.freshName('col');
      const row = await createCollection(db, { name, description: command.description });
      model.addCollection(index, row.id, name, command.description);
      return true;
    }
    case 'renameCollection': {
      const own = await ownCollection(command.pick);
      if (!own) return false;
      const name = model.freshName('col');
      await editCollection(db, own.id, { name });
      model.rename(own.collection, index, name);
      return true;
    }
    case 'describeCollection': {
      const own = await ownCollection(command.pick);
      if (!own) return false;
      await editCollection(db, own.id, { description: command.description });
      own.collection.description = command.description;
      return true;
    }
    case 'setDefault': {
      const own = await ownCollection(command.pick);
      if (!own) return false;
      await setDefaultCollection(db, own.id);
      return true;
    }
    case 'deleteCollection': {
      const own = await ownCollection(command.pick);
      if (!own) return false;
      await deleteCollection(db, own.id);
      model.deleteCollection(own.collection);
      return true;
    }
    case 'renameShared': {
      const target = chosen(await othersCollections(world, index), command.pick);
      if (!target) return false;
      const name = model.freshName('col');
      await editCollection(db, target.row.id, { name });
      // A rename of a collection its owner already deleted is answered 404: delete wins.
      if (target.collection.live) model.rename(target.collection, index, name);
      return true;
    }
    case 'createCard': {
      const own = await ownCollection(command.pick);
      if (!own) return false;
      const start: CardFields = { name: '', status: 'have', foil: false, notes: '', quantity: 1 };
      const { next } = planCardEdit(model, start, { ...command.edit, rename: true });
      const row = await createCard(db, {
        collectionId: own.id,
        name: next.name,
        status: next.status,
        foil: next.foil,
        notes: next.notes,
        conditionQuantities: condition(next.quantity),
      });
      model.addCard(index, row.id, own.collection, next);
      return true;
    }
    case 'editCard': {
      const own = await ownCard(command.pick);
      if (!own) return false;
      // A slab is one copy: its quantity is not edited (the server refuses more than one).
      const edit = own.card.graded ? { ...command.edit, quantity: undefined } : command.edit;
      const { next, patch } = planCardEdit(model, { ...own.card, quantity: totalOf(own.card) }, edit);
      await editCard(db, own.id, patch);
      const { quantity, ...fields } = next;
      Object.assign(own.card, fields);
      // The rows are sent whole: one undated row, the purchase it came from forgotten.
      if (edit.quantity !== undefined) own.card.rows = [{ quantity, lot: null }];
      return true;
    }
    case 'quickAdd': {
      // A quick add is have and non-foil. Every card's name is unique, so a copy of a have, non-foil
      // card merges into that card on the device and on the server; a fresh name makes a new card.
      const card = command.fresh
        ? undefined
        : chosen(
            model.ownCards(index).filter((c) => c.status === 'have' && !c.foil && !c.purchased && !c.graded),
            command.pick,
          );
      const collection = card?.collection ?? chosen(model.ownCollections(index), command.pick);
      if (!collection) return false;
      const name = card?.name ?? model.freshName('card');
      const added = await quickAddCard(db, {
        collectionId: await currentId(device, collection.tempId),
        definition: makeDefinition(name),
      });
      const plain = card?.rows.find((row) => row.lot === null);
      if (plain) plain.quantity += 1;
      else if (card) card.rows.push({ quantity: 1, lot: null });
      else
        model.addCard(index, added.card.id, collection, {
          name,
          status: 'have',
          foil: false,
          notes: '',
          quantity: 1,
        });
      return true;
    }
    case 'moveCard': {
      const own = await ownCard(command.pick);
      const targets = model.ownCollections(index).filter((c) => c !== own?.card.collection);
      const target = chosen(targets, command.target);
      if (!own || !target) return false;
      await editCard(db, own.id, { collectionId: await currentId(device, target.tempId) });
      own.card.collection = target;
      return true;
    }
    case 'deleteCard': {
      const own = await ownCard(command.pick);
      if (!own) return false;
      await deleteCard(db, own.id);
      own.card.live = false;
      return true;
    }
    case 'purchase':
      return purchaseStep(device, index, model, command.pick, command.count, command.quantity);
    case 'sale':
      return saleStep(device, index, model, command.pick, command.quantity);
    case 'editSale':
      return editSaleStep(device, index, model, command.pick, command.quantity);
    case 'trade':
      return tradeStep(device, index, model, command.pick, command.quantity);
    case 'adjust':
      return adjustStep(device, index, model, command.pick, command.quantity, command.remove);
    case 'sealedPurchase':
      return sealedPurchaseStep(device, index, model, command.pick, command.units);
    case 'opening':
      return openingStep(device, index, model, command.pick, command.quantity);
    case 'deleteTransaction':
      return deleteTransactionStep(device, index, model, command.pick);
    case 'createLocation':
      return createLocationStep(device, index, model, command.binder);
    case 'fileCards':
      return fileCardsStep(device, index, model, command);
    case 'unfileCard':
      return unfileCardStep(device, index, model, command.pick);
    case 'deleteLocation':
      return deleteLocationStep(device, index, model, command);
    case 'gradeCopy':
      return gradeCopyStep(device, index, model, command.pick);
    case 'sync':
      world.proxy.setFaulty(true);
      device.advanceClock(command.advanceMs);
      await device.sync();
      return true;
    case 'syncAll':
      world.proxy.setFaulty(true);
      for (const each of world.devices) {
        each.advanceClock(command.advanceMs);
        await each.sync();
      }
      return true;
    case 'reload':
      world.proxy.setFaulty(true);
      await device.reloadMidFlush(command.point);
      return true;
  }
}
