// The async boundary lets the shared singletons settle before React loads.
import('./bootstrap');
