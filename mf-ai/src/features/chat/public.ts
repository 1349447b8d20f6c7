// What the sibling features (agent, session) may use of the chat: the avatar and the chat's address.
export { AgentAvatar } from './components/AgentAvatar';
export { chatRouteOf, deleteSession, renameSession } from './api';
