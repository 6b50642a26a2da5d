-- A medicine order's step between shipped and delivered: out for delivery (the pharmacist's desk marks it;
-- the patient is told, modules/orders/order-notifications.ts). Existing orders keep their status.
ALTER TABLE "orders" DROP CONSTRAINT "orders_status";--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status" CHECK ("orders"."status" IN ('awaiting_payment', 'awaiting_prescription', 'confirmed', 'packed', 'shipped', 'out_for_delivery', 'delivered', 'cancelled', 'return_requested', 'returned'));