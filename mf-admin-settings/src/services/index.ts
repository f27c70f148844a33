export { ServiceList } from './ServiceList';
export { ServiceForm } from './ServiceForm';
export { ServicesStore } from './ServicesStore';
