// The catalogue's two dialogs: edit a product's price, MRP and schedule (typed in rupees, sent in paise),
// and restock it by a number of packs.

import { type AdminProduct, PRODUCT_SCHEDULES } from '@arogya/contracts/admin';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import toast from '../../../lib/toast.ts';
import { useRestockProduct, useUpdateProduct } from '../api/manage-products.ts';

const rupees = (paise: number) => (paise / 100).toFixed(2);
const toPaise = (text: string) => Math.round(Number(text) * 100);

export function EditProductDialog({ product, onClose }: { product: AdminProduct; onClose: () => void }) {
  const { t } = useLingui();
  const [mrp, setMrp] = useState(rupees(product.mrpPaise));
  const [price, setPrice] = useState(rupees(product.pricePaise));
  const [schedule, setSchedule] = useState<string>(product.schedule);
  const save = useUpdateProduct();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      {
        id: product.id,
        body: {
          mrpPaise: toPaise(mrp),
          pricePaise: toPaise(price),
          schedule: schedule as AdminProduct['schedule'],
        },
      },
      {
        onSuccess: () => {
          toast.success(t`Product saved`);
          onClose();
        },
      },
    );
  };
  return (
    <Dialog title={t`Edit ${product.name}`} onClose={onClose} busy={save.isPending}>
      <form onSubmit={submit} className="grid gap-3 sm:grid-cols-3" noValidate>
        <TextField
          label={t`MRP`}
          prefix="₹"
          type="number"
          min={0}
          step="0.01"
          value={mrp}
          onChange={(e) => setMrp(e.target.value)}
        />
        <TextField
          label={t`Price`}
          prefix="₹"
          type="number"
          min={0}
          step="0.01"
          value={price}
          onChange={(e) => setPrice(e.target.value)}
        />
        <SelectField label={t`Schedule`} value={schedule} onChange={(e) => setSchedule(e.target.value)}>
          {PRODUCT_SCHEDULES.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </SelectField>
        <div className="sm:col-span-3">
          <FormAlert message={save.isError ? errorMessage(save.error) : null} />
        </div>
        <div className="flex justify-end gap-2 sm:col-span-3">
          <Button variant="ghost" onClick={onClose} disabled={save.isPending}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" pending={save.isPending} pendingLabel={t`Saving...`}>
            <Trans>Save Product</Trans>
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

export function RestockDialog({ product, onClose }: { product: AdminProduct; onClose: () => void }) {
  const { t } = useLingui();
  const [quantity, setQuantity] = useState('');
  const restock = useRestockProduct();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    restock.mutate(
      { id: product.id, quantity: Number(quantity) },
      {
        onSuccess: (answer) => {
          toast.success(t`In stock: ${answer.result.stock}`);
          onClose();
        },
      },
    );
  };
  return (
    <Dialog
      title={t`Restock ${product.name}`}
      description={t`In stock now: ${product.stock}`}
      onClose={onClose}
      busy={restock.isPending}
    >
      <form onSubmit={submit} className="space-y-3" noValidate>
        <TextField
          label={t`Packs received`}
          type="number"
          min={1}
          value={quantity}
          onChange={(e) => setQuantity(e.target.value)}
        />
        <FormAlert message={restock.isError ? errorMessage(restock.error) : null} />
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={onClose} disabled={restock.isPending}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" pending={restock.isPending} pendingLabel={t`Saving...`} disabled={!quantity}>
            <Trans>Add to Stock</Trans>
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
