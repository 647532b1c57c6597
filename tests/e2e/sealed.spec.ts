import { scaled } from '../setup/slowness';
import { expect, test } from './fixtures';
import { signUpAndSettle } from './flows';
import { expectNoSeriousViolations } from './pages/accessibility';
import { SealedPage, type ServerDefinition, type ServerSealedProduct } from './pages/SealedPage';
import { SHELL_VIEWPORTS } from './pages/viewports';

const BOX = { name: 'Foundations Play Booster Box', set: 'Foundations', type: 'Booster Box' };

for (const { name: screen, viewport } of SHELL_VIEWPORTS) {
  test.describe(`sealed products on ${screen}`, () => {
    test.use({ viewport });

    test('offline: define a product, add 3 units, edit one, delete one, reload; online the server has them', async ({
      page,
      context,
    }) => {
      // Five axe runs and a sync.
      test.setTimeout(scaled(120_000));
      const { app } = await signUpAndSettle(page);
      await app.waitForServiceWorkerControl();
      const sealed = new SealedPage(page, screen === 'mobile');
      await context.setOffline(true);

      await sealed.openProductManagement();
      await expect(
        page.getByText('No sealed product types defined yet. Add some above to get started!'),
      ).toBeVisible();
      await sealed.defineProduct({ name: ' ', set: '', type: '' });
      await expect(
        sealed.definitionDialog.getByText('Name, Set, and Type are required fields').first(),
      ).toBeVisible();
      await expectNoSeriousViolations(page, `Add New Sealed Product Definition (${screen})`);
      await sealed.definitionDialog.getByRole('button', { name: 'Cancel' }).click();
      await sealed.defineProduct({ ...BOX, description: 'Play boosters' });
      await expect(sealed.definitionDialog).toBeHidden();
      await expect(page.getByText('Showing 1 to 1 of 1 definitions')).toBeVisible();
      await sealed.defineProduct({ ...BOX, name: BOX.name.toLowerCase() });
      await expect(
        sealed.definitionDialog.getByText(
          'A product definition with this name, set, and type already exists.',
        ),
      ).toBeVisible();
      await sealed.definitionDialog.getByRole('button', { name: 'Cancel' }).click();
      await expectNoSeriousViolations(page, `Product Management (${screen})`);

      await sealed.openSection();
      await expect(page.getByText('No sealed products yet')).toBeVisible();
      await expect(page.getByText('Start building your sealed product collection!')).toBeVisible();
      await sealed.openAdd();
      await sealed.searchDefinitions('zz');
      await expect(sealed.addDialog.getByText('No sealed product definitions found')).toBeVisible();
      await expect(
        sealed.addDialog.getByText('Add some product definitions in the Admin panel first'),
      ).toBeVisible();
      await sealed.searchDefinitions('play boost');
      await sealed.addDialog.getByRole('button', { name: `Select ${BOX.name}` }).click();
      await sealed.fillDetails({ quantity: '0', price: '-1' });
      await expect(sealed.detailsForm.getByText('Quantity must be at least 1')).toBeVisible();
      await expect(sealed.detailsForm.getByText('Please enter a valid price')).toBeVisible();
      await expectNoSeriousViolations(page, `Add Sealed Product (${screen})`);
      await sealed.fillDetails({ quantity: '3', price: '120' });
      await expect(sealed.addDialog).toBeHidden();
      await expect(sealed.row(BOX.name)).toContainText('Qty 3');

      await sealed
        .row(BOX.name)
        .getByRole('button', { name: `Edit ${BOX.name}` })
        .click();
      await sealed.editDialog.getByLabel('Quantity').fill('0');
      await sealed.editDialog.getByLabel('Product Image URL').fill('not a url');
      await sealed.editDialog.getByRole('button', { name: 'Save Changes' }).click();
      await expect(sealed.editDialog.getByText('Quantity must be at least 1')).toBeVisible();
      await expect(sealed.editDialog.getByText('Please enter a valid URL')).toBeVisible();
      await expectNoSeriousViolations(page, `Edit Sealed Product (${screen})`);
      await sealed.editDialog.getByRole('button', { name: 'Reset' }).click();
      await sealed.editDialog.getByLabel('Purchase Price').fill('99.5');
      await sealed.editDialog.getByLabel('Notes').fill('Shrink torn');
      await sealed.editDialog.getByRole('button', { name: 'Save Changes' }).click();
      await expect(sealed.editDialog).toBeHidden();

      // Each unit on its own: delete one that was not edited.
      await sealed.groupBy('No Grouping');
      await expect(sealed.row(BOX.name)).toHaveCount(3);
      const untouched = sealed.row(BOX.name).filter({ hasText: 'Avg $120.00' }).first();
      await untouched.getByRole('button', { name: `Delete ${BOX.name}` }).click();
      await expect(sealed.deleteDialog).toContainText(
        `Are you sure you want to delete ${BOX.name}? This action cannot be undone.`,
      );
      await sealed.deleteDialog.getByRole('button', { name: 'Delete', exact: true }).click();
      await expect(sealed.deleteDialog).toBeHidden();
      await expect(sealed.row(BOX.name)).toHaveCount(2);
      await sealed.groupBy('By Product');
      await expect(sealed.row(BOX.name)).toContainText('Qty 2');
      await expectNoSeriousViolations(page, `Sealed Products (${screen})`);

      await page.reload();
      await sealed.openSection();
      await expect(sealed.row(BOX.name)).toContainText('Qty 2');

      await context.setOffline(false);
      await expect
        .poll(async () => (await sealed.serverRecords<ServerSealedProduct>('/sealed-products')).length, {
          timeout: scaled(30_000),
        })
        .toBe(2);
      const definitions = await sealed.serverRecords<ServerDefinition>('/sealed-products/definitions');
      expect(definitions.map((definition) => definition.name)).toEqual([BOX.name]);
      const products = await sealed.serverRecords<ServerSealedProduct>('/sealed-products');
      expect(products.every((product) => product.definitionId === definitions[0].id)).toBe(true);
      expect(products.map((product) => [product.purchasePrice, product.notes]).sort()).toEqual([
        [120, ''],
        [99.5, 'Shrink torn'],
      ]);
    });
  });
}
