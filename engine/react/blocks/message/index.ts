import { messagePropsSchema } from '../../../../schemas/blocks/message.ts';
import { defineBlockType } from '../../registry-types.ts';
import { messageExample } from './example.ts';
import { Message } from './Message.tsx';

export const messageBlock = defineBlockType({
  type: 'message',
  schema: messagePropsSchema,
  renderer: Message,
  example: messageExample,
});
